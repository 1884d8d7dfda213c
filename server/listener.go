package server

import (
	"bytes"
	"net"
	"net/netip"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// clientListener is the server's listener: it caps the connections one
// client address holds open (an IPv6 client is its /64), and its
// connections watch the bytes they read for line endings that are not
// CRLF.
//
// The cap: 2,000 sockets from one address each held a request open (issue
// 24 finding 1), and every connection costs buffers, a goroutine and a file
// descriptor however little it sends. Past the cap a connection is answered
// 429 and closed at once. Behind a proxy every client is the proxy's
// address, so the cap is off when the client address comes from a header
// (the proxy caps its clients).
type clientListener struct {
	net.Listener
	s   *Server
	max int

	mu    sync.Mutex
	conns map[netip.Addr]int
}

func (s *Server) listen(ln net.Listener) net.Listener {
	return &clientListener{Listener: ln, s: s, max: s.cfg.MaxConnsPerClient, conns: map[netip.Addr]int{}}
}

func (l *clientListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		client := netip.Addr{}
		if tcp, ok := c.RemoteAddr().(*net.TCPAddr); ok {
			a, _ := netip.AddrFromSlice(tcp.IP)
			client = clientNetwork(a.Unmap())
		}
		if l.max > 0 && client.IsValid() {
			l.mu.Lock()
			n := l.conns[client]
			if n >= l.max {
				l.mu.Unlock()
				go l.refuse(c)
				continue
			}
			l.conns[client] = n + 1
			l.mu.Unlock()
		}
		return &clientConn{Conn: c, l: l, client: client}, nil
	}
}

func (l *clientListener) release(client netip.Addr) {
	if l.max <= 0 || !client.IsValid() {
		return
	}
	l.mu.Lock()
	if l.conns[client]--; l.conns[client] <= 0 {
		delete(l.conns, client)
	}
	l.mu.Unlock()
}

// refuse answers a connection over the cap without reading from it: a 429
// problem, then the connection is closed. The write is bounded so a client
// that does not read cannot hold this goroutine.
func (l *clientListener) refuse(c net.Conn) {
	defer c.Close()
	body := l.s.appendProblem(nil, 429, "too many open connections from this address (at most "+strconv.Itoa(l.max)+
		"); reuse the ones you have (keep-alive) or close some", []byte("/"), nil, nil)
	_ = c.SetWriteDeadline(time.Now().Add(time.Second))
	_, _ = c.Write([]byte("HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/problem+json\r\nRetry-After: 1\r\nConnection: close\r\nContent-Length: " +
		strconv.Itoa(len(body)) + "\r\n\r\n" + string(body)))
}

// clientConn is one accepted connection. Besides releasing its slot when
// closed, it notes bare LFs in what it reads: fasthttp accepts a bare LF as
// a line end (RFC 9112 2.2 allows it), and the parser keeps no trace of it.
// A request line ending "HTTP/1.x" LF without CR is what a smuggler
// pipelines after a body for a proxy that frames lines differently; any
// bare LF at all is noted too, so the header block is checked (exactly, from
// the raw headers) only on connections that ever sent one.
type clientConn struct {
	net.Conn
	l      *clientListener
	client netip.Addr
	closed atomic.Bool

	tail       [9]byte // the last bytes read, for a line end split across reads
	tailLen    int
	anyBareLF  bool // a LF without CR was read on this connection
	bareLFLine bool // a line ending "HTTP/1.x" LF without CR was read
}

func (c *clientConn) Close() error {
	if c.closed.CompareAndSwap(false, true) {
		c.l.release(c.client)
	}
	return c.Conn.Close()
}

func (c *clientConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		c.scan(p[:n])
	}
	return n, err
}

var httpVersionPrefix = []byte("HTTP/1.")

// scan notes bare LFs in b, the bytes that follow what was read before.
func (c *clientConn) scan(b []byte) {
	for i := bytes.IndexByte(b, '\n'); i >= 0; {
		if c.before(b, i, 1) != '\r' {
			c.anyBareLF = true
			// "HTTP/1.x" right before the LF: a request line's end.
			var v [8]byte
			for k := range v {
				v[k] = c.before(b, i, 8-k)
			}
			if bytes.Equal(v[:7], httpVersionPrefix) && v[7] >= '0' && v[7] <= '9' {
				c.bareLFLine = true
			}
		}
		j := bytes.IndexByte(b[i+1:], '\n')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	// Keep the last bytes for the next read.
	if len(b) >= len(c.tail) {
		c.tailLen = copy(c.tail[:], b[len(b)-len(c.tail):])
		return
	}
	keep := min(c.tailLen, len(c.tail)-len(b))
	copy(c.tail[:], c.tail[c.tailLen-keep:c.tailLen])
	c.tailLen = keep + copy(c.tail[keep:], b)
}

// before is the byte back bytes before b[i], reaching into what earlier
// reads left in tail; 0 when there is none.
func (c *clientConn) before(b []byte, i, back int) byte {
	if j := i - back; j >= 0 {
		return b[j]
	}
	if j := c.tailLen + i - back; j >= 0 {
		return c.tail[j]
	}
	return 0
}
