#ifndef BEEPTEST_CTHREADPIN_H
#define BEEPTEST_CTHREADPIN_H

#define _GNU_SOURCE
#include <sched.h>

/// The CPUs a thread could run on before it was pinned.
typedef struct {
    cpu_set_t cpus;
    int saved;
} beeptest_affinity;

/// Keeps the calling thread on the CPU it runs on now (threads it creates inherit that), and
/// saves where it could run before in `*before`. (sched_getcpu and pthread_setaffinity_np are
/// GNU extensions, which Swift's Glibc module does not expose.)
void beeptest_pin_to_current_cpu(beeptest_affinity *before);

/// Lets the calling thread run where it could before `beeptest_pin_to_current_cpu`.
void beeptest_restore_affinity(const beeptest_affinity *before);

#endif
