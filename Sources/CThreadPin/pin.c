#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>

#include "CThreadPin.h"

void beeptest_pin_to_current_cpu(beeptest_affinity *before) {
    before->saved = pthread_getaffinity_np(pthread_self(), sizeof before->cpus, &before->cpus) == 0;
    int cpu = sched_getcpu();
    if (!before->saved || cpu < 0 || cpu >= CPU_SETSIZE) return;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    pthread_setaffinity_np(pthread_self(), sizeof one, &one);
}

void beeptest_restore_affinity(const beeptest_affinity *before) {
    if (before->saved) pthread_setaffinity_np(pthread_self(), sizeof before->cpus, &before->cpus);
}
