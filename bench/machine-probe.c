/*
 * What the machine charges for the kinds of work an order costs the server beyond its own
 * JavaScript: entering the kernel, waking another process and being woken by it, a page fault, and
 * a load from memory that misses the caches. bench/orders.mjs compiles it with the machine's gcc,
 * runs it once before its steps (about 3 s), prints the figures and keeps them in its
 * JSON, so that runs on different machines can be told apart: the same build's ratio to pgbench
 * differs from one VM to the next (docs/performance.md, "Market orders over HTTP").
 *
 *   machine-probe        prints one line of key=value pairs:
 *
 * syscall_ns      getppid(), the cheapest system call, averaged over 1,000,000
 * pipe_rtt_us     one byte to a child process over a pipe and back, averaged over 20,000
 * tcp_rtt_us      the same over loopback TCP with TCP_NODELAY
 * fault_us        a first touch of an anonymous page (fault, zeroing), over 20,000 pages
 * load_8mb_ns     a dependent load in a random cycle over 8 MB, then over 64 MB: a working set
 * load_64mb_ns    like a server's heap, beyond what a shared L3 keeps for one guest
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static double syscall_ns(void) {
  const int n = 1000000;
  double t = now_ns();
  for (int i = 0; i < n; i++) getppid();
  return (now_ns() - t) / n;
}

/* Round trips of one byte between this process and a child echoing it on fds (to, from). */
static double round_trips_us(int out, int in, int child_in, int child_out, int n) {
  char c = 'x';
  pid_t pid = fork();
  if (pid == 0) {
    for (int i = 0; i < n; i++) {
      if (read(child_in, &c, 1) != 1 || write(child_out, &c, 1) != 1) _exit(1);
    }
    _exit(0);
  }
  double t = now_ns();
  for (int i = 0; i < n; i++) {
    if (write(out, &c, 1) != 1 || read(in, &c, 1) != 1) return -1;
  }
  double us = (now_ns() - t) / n / 1000;
  waitpid(pid, NULL, 0);
  return us;
}

static double pipe_rtt_us(void) {
  int a[2], b[2];
  if (pipe(a) || pipe(b)) return -1;
  double us = round_trips_us(a[1], b[0], a[0], b[1], 20000);
  close(a[0]), close(a[1]), close(b[0]), close(b[1]);
  return us;
}

static double tcp_rtt_us(void) {
  int one = 1;
  int listener = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = {0};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  if (bind(listener, (struct sockaddr *)&address, sizeof address) || listen(listener, 1) ||
      getsockname(listener, (struct sockaddr *)&address, &length))
    return -1;
  int client = socket(AF_INET, SOCK_STREAM, 0);
  if (connect(client, (struct sockaddr *)&address, sizeof address)) return -1;
  int server = accept(listener, NULL, NULL);
  if (server < 0) return -1;
  setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  setsockopt(server, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  double us = round_trips_us(client, client, server, server, 20000);
  close(client), close(server), close(listener);
  return us;
}

static double fault_us(void) {
  const size_t pages = 20000, page = 4096;
  char *p = mmap(NULL, pages * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return -1;
  double t = now_ns();
  for (size_t i = 0; i < pages; i++) p[i * page] = 1;
  double us = (now_ns() - t) / pages / 1000;
  munmap(p, pages * page);
  return us;
}

/* A dependent load in a random cycle through `bytes` of memory (each load waits for the last). */
static double load_ns(size_t bytes) {
  size_t n = bytes / sizeof(size_t);
  size_t *order = malloc(n * sizeof(size_t)), *next = malloc(n * sizeof(size_t));
  if (!order || !next) return -1;
  for (size_t i = 0; i < n; i++) order[i] = i;
  srand(1);
  for (size_t i = n - 1; i > 0; i--) {
    size_t j = ((size_t)rand() * ((size_t)RAND_MAX + 1) + (size_t)rand()) % (i + 1);
    size_t swap = order[i];
    order[i] = order[j];
    order[j] = swap;
  }
  for (size_t i = 0; i < n; i++) next[order[i]] = order[(i + 1) % n];
  const int loads = 3000000;
  size_t at = 0;
  for (int i = 0; i < loads / 10; i++) at = next[at]; /* warm the page tables */
  double t = now_ns();
  for (int i = 0; i < loads; i++) at = next[at];
  double ns = (now_ns() - t) / loads;
  free(order);
  free(next);
  return at == (size_t)-1 ? -1 : ns; /* uses `at`, so the loop is kept */
}

int main(void) {
  printf("syscall_ns=%.0f pipe_rtt_us=%.1f tcp_rtt_us=%.1f fault_us=%.2f load_8mb_ns=%.0f load_64mb_ns=%.0f\n",
         syscall_ns(), pipe_rtt_us(), tcp_rtt_us(), fault_us(), load_ns(8u << 20), load_ns(64u << 20));
  return 0;
}
