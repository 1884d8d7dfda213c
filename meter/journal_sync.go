package meter

import (
	"os"
	"sync"
	"time"
)

// Group commit of the journal (PLUMBLINE_METER_FSYNC, issue 26). Off, a
// journal line reaches the kernel before its call is answered: a killed
// process loses nothing, a crashed machine loses what the kernel had not yet
// written back. With an interval, a call is answered only once its line is
// on disk: one fsync per interval covers every line written before it, so
// the disk sees at most one flush per interval whatever the traffic, and a
// call waits at most about an interval plus one fsync.
type syncer struct {
	interval time.Duration
	dir      string

	mu      sync.Mutex
	cond    *sync.Cond
	written uint64 // tickets handed out (one per journal write)
	synced  uint64 // every write up to this ticket is on disk
	// dirty: files written since their last fsync; true: close it once
	// synced (its batch was sealed). Files are closed only here, so an
	// fsync never races a close.
	dirty   map[*os.File]bool
	newFile bool // a file was created: the directory needs an fsync too
	closed  bool
	kick    chan struct{}
	stop    chan struct{}
	done    chan struct{}
}

func newSyncer(dir string, interval time.Duration) *syncer {
	s := &syncer{interval: interval, dir: dir, dirty: map[*os.File]bool{}, kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	s.cond = sync.NewCond(&s.mu)
	go s.run()
	return s
}

// wrote records a write to f and returns the ticket to wait for.
func (s *syncer) wrote(f *os.File, created bool) uint64 {
	s.mu.Lock()
	s.written++
	t := s.written
	if _, ok := s.dirty[f]; !ok {
		s.dirty[f] = false
	}
	s.newFile = s.newFile || created
	s.mu.Unlock()
	select {
	case s.kick <- struct{}{}:
	default:
	}
	return t
}

// release hands over a sealed file: synced (if need be), then closed.
func (s *syncer) release(f *os.File) {
	s.mu.Lock()
	s.dirty[f] = true
	s.mu.Unlock()
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// wait returns once ticket t is on disk (or the journal is closed).
func (s *syncer) wait(t uint64) {
	s.mu.Lock()
	for s.synced < t && !s.closed {
		s.cond.Wait()
	}
	s.mu.Unlock()
}

func (s *syncer) run() {
	defer close(s.done)
	last := time.Time{}
	for {
		select {
		case <-s.stop:
			s.round()
			return
		case <-s.kick:
		}
		if d := s.interval - time.Since(last); d > 0 {
			time.Sleep(d) // gather the interval's writes into one fsync
		}
		last = time.Now()
		s.round()
	}
}

// round fsyncs every dirty file (and the directory, after a file was
// created), closes the sealed ones, and wakes the waiters it covered.
func (s *syncer) round() {
	s.mu.Lock()
	target, files, dirSync := s.written, s.dirty, s.newFile
	s.dirty, s.newFile = map[*os.File]bool{}, false
	s.mu.Unlock()
	for f, closeIt := range files {
		_ = f.Sync() // an error leaves the line in the kernel: as with the setting off
		if closeIt {
			_ = f.Close()
		}
	}
	if dirSync {
		if d, err := os.Open(s.dir); err == nil {
			_ = d.Sync()
			d.Close()
		}
	}
	s.mu.Lock()
	if target > s.synced {
		s.synced = target
	}
	s.cond.Broadcast()
	s.mu.Unlock()
}

// close syncs what is left and stops the syncer.
func (s *syncer) close() {
	close(s.stop)
	<-s.done
	s.mu.Lock()
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
}
