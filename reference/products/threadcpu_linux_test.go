package products

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU is the calling thread's CPU time (the goroutine is locked to
// it): what a request costs, whatever else the shared machine runs.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, 3 /* CLOCK_THREAD_CPUTIME_ID */, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return time.Duration(time.Now().UnixNano()) // no thread clock: wall time
	}
	return time.Duration(ts.Nano())
}
