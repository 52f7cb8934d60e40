/*
 * The floor of live-socket fan-out on this machine (bench/fanout-floor.mjs): the least work any
 * server can do to get one message to every client. It accepts N TCP connections on 127.0.0.1,
 * then for each tick writes one 110-byte message, carrying the time the tick was due, to every
 * connection: one write() a connection, from T threads that each own a share of them. No
 * framing, no subscriptions, no JSON: a real gateway (bench/fanout.mjs) can only do more.
 *
 *   fanout-server <port> <connections> <threads> <tick period ms> <ticks>
 */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { MESSAGE = 110 };
static int *fds;
static int connections, threads, ticks;
static double due; /* when the current tick was due, ms since the epoch */
static pthread_barrier_t start, done;

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void *writer(void *arg) {
  long share = (long)arg;
  char message[MESSAGE];
  for (int tick = 0; tick < ticks; tick++) {
    pthread_barrier_wait(&start);
    memset(message, ' ', MESSAGE);
    int length = snprintf(message, MESSAGE, "%.3f", due);
    message[length] = ' ';
    message[MESSAGE - 1] = '\n';
    for (int i = share; i < connections; i += threads)
      if (write(fds[i], message, MESSAGE) != MESSAGE) perror("write");
    pthread_barrier_wait(&done);
  }
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: %s port connections threads period_ms ticks\n", argv[0]);
    return 2;
  }
  int port = atoi(argv[1]);
  connections = atoi(argv[2]);
  threads = atoi(argv[3]);
  int period = atoi(argv[4]);
  ticks = atoi(argv[5]);
  int listener = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(0x7f000001)};
  if (bind(listener, (struct sockaddr *)&address, sizeof address) || listen(listener, 65535)) {
    perror("listen");
    return 1;
  }
  printf("listening\n");
  fflush(stdout);
  fds = malloc(sizeof(int) * connections);
  for (int i = 0; i < connections; i++) {
    fds[i] = accept(listener, NULL, NULL);
    setsockopt(fds[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  }
  pthread_barrier_init(&start, NULL, threads + 1);
  pthread_barrier_init(&done, NULL, threads + 1);
  pthread_t pool[64];
  for (long k = 0; k < threads; k++) pthread_create(&pool[k], NULL, writer, (void *)k);
  sleep(1);
  double next = now_ms();
  double passes = 0, longest = 0;
  for (int tick = 0; tick < ticks; tick++) {
    double wait = next - now_ms();
    if (wait > 0) usleep((useconds_t)(wait * 1000));
    due = next;
    double began = now_ms();
    pthread_barrier_wait(&start);
    pthread_barrier_wait(&done);
    double pass = now_ms() - began;
    passes += pass;
    if (pass > longest) longest = pass;
    next += period;
  }
  printf("passes: mean %.1f ms, longest %.1f ms\n", passes / ticks, longest);
  return 0;
}
