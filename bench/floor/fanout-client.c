/*
 * The clients of bench/fanout-floor.mjs: N connections to the floor server in one process,
 * read with epoll. For every message, latency = the time the batch of sockets it came in was
 * returned by epoll_wait − the time its tick was due (which favours the floor: reading the rest
 * of a batch is not counted). Prints p50, p90, p99 and the largest, in ms.
 *
 *   fanout-client <port> <connections> <messages expected>
 */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { MESSAGE = 110 };

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_REALTIME, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s port connections messages\n", argv[0]);
    return 2;
  }
  int port = atoi(argv[1]), connections = atoi(argv[2]);
  long expected = atol(argv[3]);
  int poll = epoll_create1(0);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(0x7f000001)};
  for (int i = 0; i < connections; i++) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (connect(s, (struct sockaddr *)&address, sizeof address)) {
      perror("connect");
      return 1;
    }
    struct epoll_event event = {.events = EPOLLIN, .data.fd = s};
    epoll_ctl(poll, EPOLL_CTL_ADD, s, &event);
  }
  double *latency = malloc(sizeof(double) * expected);
  long got = 0;
  struct epoll_event ready[1024];
  char buffer[MESSAGE * 64];
  while (got < expected) {
    int n = epoll_wait(poll, ready, 1024, 10000);
    if (n <= 0) break;
    double at = now_ms();
    for (int i = 0; i < n; i++) {
      ssize_t r = read(ready[i].data.fd, buffer, sizeof buffer);
      for (ssize_t offset = 0; offset + MESSAGE <= r && got < expected; offset += MESSAGE)
        latency[got++] = at - atof(buffer + offset);
    }
  }
  if (got == 0) return 1;
  qsort(latency, got, sizeof(double), ascending);
  printf("{\"messages\":%ld,\"p50\":%.2f,\"p90\":%.2f,\"p99\":%.2f,\"max\":%.2f}\n", got, latency[got / 2],
         latency[got * 9 / 10], latency[got * 99 / 100], latency[got - 1]);
  return 0;
}
