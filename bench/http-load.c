/*
 * The C load generator of bench/orders.mjs (--client c): the same closed loop as
 * raw-http-load.mjs (keep-alive connections, each sending one GET with the next token, reading its
 * answer by Content-Length, then sending the next), in one thread with epoll, as pgbench's own
 * client is C. What the generator costs comes off the two cores the server and PostgreSQL share
 * with it (bench/README.md, "The load generator").
 *
 *   http-load <port> <connections> <seconds> <path> <tokens file> <latencies file>
 *
 * Tokens: one a line. Every answer's latency (ms, from writing the request to reading the last
 * byte of its answer) goes to the latencies file as native doubles. An answer that is HTTP 200
 * and starts {"code":1, counts as accepted; any other is printed as a line `A <status> <body>` for
 * the bench to read its message. The last line is
 * `D <seconds> <accepted> <errors> <timeouts> <user CPU s> <system CPU s>`.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { BUFFER = 1 << 16 };
static const long long TIMEOUT_NS = 10000000000LL;

struct connection {
  int fd;
  int open;
  long long sent_at;
  size_t length;
  char buffer[BUFFER];
};

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static char **requests;
static size_t *request_lengths;
static long request_count, next_request;
static long long stop_at;
static long accepted, errors, timeouts;
static int still_open;
static FILE *latency_file;

static void finish(struct connection *c) {
  if (!c->open) return;
  close(c->fd);
  c->open = 0;
  still_open--;
}

static void send_next(struct connection *c) {
  if (now_ns() >= stop_at) return finish(c);
  long i = next_request++ % request_count;
  c->sent_at = now_ns();
  if (write(c->fd, requests[i], request_lengths[i]) != (ssize_t)request_lengths[i]) {
    errors++;
    finish(c);
  }
}

/* Reads what arrived; answers every complete answer and sends the next request. */
static void readable(struct connection *c) {
  ssize_t got = read(c->fd, c->buffer + c->length, BUFFER - c->length);
  if (got <= 0) {
    if (got < 0 && errno == EAGAIN) return;
    errors++;
    return finish(c);
  }
  c->length += (size_t)got;
  for (;;) {
    char *end = memmem(c->buffer, c->length, "\r\n\r\n", 4);
    if (!end) {
      if (c->length == BUFFER) {
        errors++;
        finish(c);
      }
      return;
    }
    size_t head = (size_t)(end - c->buffer);
    long length = -1;
    for (char *line = memchr(c->buffer, '\n', head); line && line < end; line = memchr(line + 1, '\n', (size_t)(end - line - 1))) {
      if (strncasecmp(line + 1, "content-length:", 15) == 0) {
        length = strtol(line + 16, NULL, 10);
        break;
      }
    }
    if (length < 0 || head + 4 + (size_t)length > BUFFER) {
      errors++;
      return finish(c);
    }
    size_t total = head + 4 + (size_t)length;
    if (c->length < total) return;
    double ms = (now_ns() - c->sent_at) / 1e6;
    fwrite(&ms, sizeof ms, 1, latency_file);
    int status = atoi(c->buffer + 9);
    const char *body = c->buffer + head + 4;
    if (status == 200 && length >= 10 && memcmp(body, "{\"code\":1,", 10) == 0) {
      accepted++;
    } else {
      printf("A %d %.*s\n", status, (int)length, body);
    }
    memmove(c->buffer, c->buffer + total, c->length - total);
    c->length -= total;
    send_next(c);
    if (!c->open) return;
  }
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s port connections seconds path tokens-file latencies-file\n", argv[0]);
    return 2;
  }
  int port = atoi(argv[1]), connections = atoi(argv[2]);
  double seconds = atof(argv[3]);
  const char *path = argv[4];
  FILE *tokens = fopen(argv[5], "r");
  latency_file = fopen(argv[6], "wb");
  if (!tokens || !latency_file) {
    perror("open");
    return 1;
  }
  char line[1024];
  long capacity = 1024;
  requests = malloc(sizeof(char *) * capacity);
  request_lengths = malloc(sizeof(size_t) * capacity);
  while (fgets(line, sizeof line, tokens)) {
    line[strcspn(line, "\r\n")] = 0;
    if (!line[0]) continue;
    if (request_count == capacity) {
      capacity *= 2;
      requests = realloc(requests, sizeof(char *) * capacity);
      request_lengths = realloc(request_lengths, sizeof(size_t) * capacity);
    }
    char *request = NULL;
    int n = asprintf(&request, "GET %s HTTP/1.1\r\nhost: 127.0.0.1:%d\r\nauthorization: %s\r\nlang: en\r\n\r\n", path, port, line);
    if (n < 0) return 1;
    requests[request_count] = request;
    request_lengths[request_count++] = (size_t)n;
  }
  if (request_count == 0) {
    fprintf(stderr, "no tokens\n");
    return 1;
  }

  int poll = epoll_create1(0);
  struct connection *all = calloc((size_t)connections, sizeof *all);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port), .sin_addr.s_addr = htonl(0x7f000001)};
  long long started = now_ns();
  stop_at = started + (long long)(seconds * 1e9);
  for (int i = 0; i < connections; i++) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(s, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (connect(s, (struct sockaddr *)&address, sizeof address)) {
      perror("connect");
      errors++;
      close(s);
      continue;
    }
    fcntl(s, F_SETFL, fcntl(s, F_GETFL) | O_NONBLOCK);
    all[i].fd = s;
    all[i].open = 1;
    still_open++;
    struct epoll_event event = {.events = EPOLLIN, .data.ptr = &all[i]};
    epoll_ctl(poll, EPOLL_CTL_ADD, s, &event);
  }
  for (int i = 0; i < connections; i++)
    if (all[i].open) send_next(&all[i]);

  struct epoll_event events[256];
  long long checked = started;
  while (still_open > 0) {
    int n = epoll_wait(poll, events, 256, 100);
    for (int i = 0; i < n; i++) readable(events[i].data.ptr);
    long long now = now_ns();
    if (now - checked > 100000000LL) {
      checked = now;
      for (int i = 0; i < connections; i++) {
        if (all[i].open && now - all[i].sent_at > TIMEOUT_NS) {
          timeouts++;
          finish(&all[i]);
        }
      }
    }
  }
  double duration = (now_ns() - started) / 1e9;
  fclose(latency_file);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  printf("D %.6f %ld %ld %ld %.6f %.6f\n", duration, accepted, errors, timeouts,
         usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6, usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6);
  return 0;
}
