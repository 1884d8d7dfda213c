//go:build faults

package faults

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"time"
)

// proxy forwards TCP to a target until severed: sever closes every
// connection and refuses new ones (as a stopped Postgres does); restore
// accepts again.
type proxy struct {
	ln     net.Listener
	addr   string // ln's address, kept across refuse and accept
	target string
	mu     sync.Mutex
	down   bool
	delay  atomic.Int64 // nanoseconds added before each reply chunk
	conns  map[net.Conn]struct{}
}

func newProxy(target string) (*proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &proxy{ln: ln, addr: ln.Addr().String(), target: target, conns: map[net.Conn]struct{}{}}
	go p.serve()
	return p, nil
}

func (p *proxy) Addr() string { return p.addr }

func (p *proxy) serve() {
	p.mu.Lock()
	ln := p.ln
	p.mu.Unlock()
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		down := p.down
		p.mu.Unlock()
		if down {
			c.Close()
			continue
		}
		go p.pipe(c)
	}
}

func (p *proxy) pipe(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	p.conns[c], p.conns[up] = struct{}{}, struct{}{}
	p.mu.Unlock()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, &slowReader{r: up, delay: &p.delay}); done <- struct{}{} }()
	<-done
	c.Close()
	up.Close()
	p.mu.Lock()
	delete(p.conns, c)
	delete(p.conns, up)
	p.mu.Unlock()
}

func (p *proxy) sever() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for c := range p.conns {
		c.Close()
	}
}

func (p *proxy) restore() {
	p.mu.Lock()
	p.down = false
	p.mu.Unlock()
}

// slowReader delays every read by the proxy's current delay: each reply
// from the target reaches the client that much later.
type slowReader struct {
	r     io.Reader
	delay *atomic.Int64
}

func (s *slowReader) Read(b []byte) (int, error) {
	n, err := s.r.Read(b)
	if d := s.delay.Load(); d > 0 && n > 0 {
		time.Sleep(time.Duration(d))
	}
	return n, err
}

func (p *proxy) close() { p.refuse() }

// refuse closes the listening socket and every connection: new connections
// are refused by the kernel (ECONNREFUSED), as with a process that is gone.
func (p *proxy) refuse() {
	p.mu.Lock()
	ln := p.ln
	p.mu.Unlock()
	ln.Close()
	p.sever()
}

// accept listens again on the same address.
func (p *proxy) accept() {
	addr := p.addr
	for range 100 {
		ln, err := net.Listen("tcp", addr)
		if err == nil {
			p.mu.Lock()
			p.ln, p.down = ln, false
			p.mu.Unlock()
			go p.serve()
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	panic("proxy: cannot listen again on " + addr)
}

// listening reports whether the proxy accepts connections (not refused).
func (p *proxy) listening() bool {
	c, err := net.DialTimeout("tcp", p.addr, 200*time.Millisecond)
	if err != nil {
		return false
	}
	c.Close()
	return true
}

// isDown reports whether the proxy is severed.
func (p *proxy) isDown() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.down
}
