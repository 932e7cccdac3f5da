#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes of the main malloc arena in use (glibc's mallinfo2), or 0 elsewhere.
size_t heap_bytes_in_use(void);

#endif
