// Package redistest gives tests Redis: a keyspace of their own on the shared
// server (127.0.0.1:6379, or PLUMBLINE_TEST_REDIS_URL), or a private
// redis-server process they can stop and restart.
package redistest

import (
	"bufio"
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
	"github.com/redis/go-redis/v9"
)

// URL is PLUMBLINE_TEST_REDIS_URL or the developer-machine Redis.
func URL() string {
	if u := os.Getenv("PLUMBLINE_TEST_REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

// New connects to the shared Redis and returns a fresh key prefix; the keys
// under it are deleted when the test ends.
func New(tb testing.TB) (*redis.Client, string) {
	tb.Helper()
	opt, err := redis.ParseURL(URL())
	if err != nil {
		tb.Fatal(err)
	}
	client := redis.NewClient(opt)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		client.Close()
		testenv.Unavailable(tb, "Redis", err)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	prefix := "test:" + hex.EncodeToString(b[:]) + ":"
	tb.Cleanup(func() {
		ctx := context.Background()
		iter := client.Scan(ctx, 0, prefix+"*", 1000).Iterator()
		var keys []string
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if len(keys) > 0 {
			client.Del(ctx, keys...)
		}
		client.Close()
	})
	return client, prefix
}

// Server is a private redis-server on a loopback port, persisting every
// write to an append-only file, so it can be stopped and restarted mid-test
// without losing data.
type Server struct {
	tb   testing.TB
	Addr string
	dir  string
	cmd  *exec.Cmd
}

// StartServer runs a private redis-server; it is stopped when the test ends.
func StartServer(tb testing.TB) *Server {
	tb.Helper()
	if _, err := exec.LookPath("redis-server"); err != nil {
		testenv.Unavailable(tb, "redis-server (Debian package redis-server)", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	s := &Server{tb: tb, Addr: addr, dir: tb.TempDir()}
	s.Start()
	tb.Cleanup(func() { s.Stop() })
	return s
}

// Start launches the server (again) on the same port and data directory and
// waits until it answers.
func (s *Server) Start() {
	s.tb.Helper()
	_, port, _ := net.SplitHostPort(s.Addr)
	s.cmd = exec.Command("redis-server", "--bind", "127.0.0.1", "--port", port, "--dir", s.dir,
		"--appendonly", "yes", "--appendfsync", "always", "--save", "", "--logfile", filepath.Join(s.dir, "redis.log"))
	if err := s.cmd.Start(); err != nil {
		s.tb.Fatal(err)
	}
	waitPing(s.tb, s.Addr, filepath.Join(s.dir, "redis.log"))
}

// Stop shuts the server down (SIGTERM: it finishes writing its AOF).
func (s *Server) Stop() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	s.cmd = nil
}

// Kill ends the server with SIGKILL: no shutdown, no last AOF write (with
// appendfsync always every acknowledged write is already on disk).
func (s *Server) Kill() {
	if s.cmd == nil || s.cmd.Process == nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
	s.cmd = nil
}

// Wipe deletes the stopped server's data (its AOF): the next Start comes
// back empty, as a Redis without persistence, or a new one, does.
func (s *Server) Wipe() {
	entries, _ := os.ReadDir(s.dir)
	for _, e := range entries {
		if e.Name() != "redis.log" {
			_ = os.RemoveAll(filepath.Join(s.dir, e.Name()))
		}
	}
}

// Client connects to the private server with the settings production uses
// (short timeouts, no client retries: the meter falls back instead).
func (s *Server) Client() *redis.Client {
	c := redis.NewClient(&redis.Options{Addr: s.Addr, DialTimeout: 250 * time.Millisecond,
		ReadTimeout: 500 * time.Millisecond, WriteTimeout: 500 * time.Millisecond, MaxRetries: -1})
	s.tb.Cleanup(func() { c.Close() })
	return c
}

// Pause freezes the server (SIGSTOP): connections stay open, nothing is
// answered, and commands already sent run when it resumes.
func (s *Server) Pause() { _ = s.cmd.Process.Signal(syscall.SIGSTOP) }

// Resume continues a paused server (SIGCONT).
func (s *Server) Resume() { _ = s.cmd.Process.Signal(syscall.SIGCONT) }

// FlushAll empties the server's data (a Redis that restarted without persistence).
func (s *Server) FlushAll() {
	c := redis.NewClient(&redis.Options{Addr: s.Addr})
	defer c.Close()
	if err := c.FlushAll(context.Background()).Err(); err != nil {
		s.tb.Fatal(err)
	}
}

// StartCluster runs a private 3-node Redis Cluster (three masters, no
// replicas) on free loopback ports and returns a client for it; the nodes
// are stopped when the test ends.
func StartCluster(tb testing.TB) *redis.ClusterClient {
	tb.Helper()
	return StartClusterNodes(tb).Client
}

// Cluster is a private Redis Cluster whose nodes a test can stop and
// restart.
type Cluster struct {
	tb     testing.TB
	Client *redis.ClusterClient
	Addrs  []string
	nodes  []*clusterNode
}

type clusterNode struct {
	addr, dir string
	cmd       *exec.Cmd
}

func (n *clusterNode) start(tb testing.TB) {
	_, port, _ := net.SplitHostPort(n.addr)
	n.cmd = exec.Command("redis-server", "--bind", "127.0.0.1", "--port", port, "--dir", n.dir,
		"--cluster-enabled", "yes", "--cluster-config-file", filepath.Join(n.dir, "nodes.conf"),
		"--appendonly", "yes", "--appendfsync", "always", "--save", "", "--logfile", filepath.Join(n.dir, "redis.log"))
	if err := n.cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	waitPing(tb, n.addr, filepath.Join(n.dir, "redis.log"))
}

func (n *clusterNode) stop() {
	if n.cmd == nil || n.cmd.Process == nil {
		return
	}
	_ = n.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = n.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = n.cmd.Process.Kill()
		<-done
	}
	n.cmd = nil
}

// StartClusterNodes is StartCluster with the nodes at hand.
func StartClusterNodes(tb testing.TB) *Cluster {
	tb.Helper()
	for _, bin := range []string{"redis-server", "redis-cli"} {
		if _, err := exec.LookPath(bin); err != nil {
			testenv.Unavailable(tb, bin+" (Debian package redis-server)", err)
		}
	}
	cl := &Cluster{tb: tb}
	for range 3 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			tb.Fatal(err)
		}
		n := &clusterNode{addr: ln.Addr().String(), dir: tb.TempDir()}
		ln.Close()
		n.start(tb)
		tb.Cleanup(func() {
			if n.cmd != nil {
				_ = n.cmd.Process.Kill()
				_ = n.cmd.Wait()
			}
		})
		cl.nodes = append(cl.nodes, n)
		cl.Addrs = append(cl.Addrs, n.addr)
	}
	args := append([]string{"--cluster", "create"}, cl.Addrs...)
	args = append(args, "--cluster-replicas", "0", "--cluster-yes")
	if out, err := exec.Command("redis-cli", args...).CombinedOutput(); err != nil {
		tb.Fatalf("redis-cli --cluster create: %v\n%s", err, out)
	}
	cl.Client = redis.NewClusterClient(&redis.ClusterOptions{Addrs: cl.Addrs, DialTimeout: 250 * time.Millisecond,
		ReadTimeout: 500 * time.Millisecond, WriteTimeout: 500 * time.Millisecond, MaxRetries: -1})
	tb.Cleanup(func() { cl.Client.Close() })
	cl.waitOK()
	return cl
}

// waitOK waits until every node reports cluster_state:ok. A restarted node
// takes a few seconds on an idle machine and, under make test beside other
// builds, more than 20 (a chaos seed failed in the harness that way): the
// wait is a minute, which costs nothing when the cluster is quick.
func (cl *Cluster) waitOK() {
	cl.tb.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		ok := true
		var last string
		for _, a := range cl.Addrs {
			n := redis.NewClient(&redis.Options{Addr: a})
			i, err := n.ClusterInfo(context.Background()).Result()
			n.Close()
			if err != nil || !strings.Contains(i, "cluster_state:ok") {
				ok, last = false, fmt.Sprint(err, i)
			}
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			cl.tb.Fatalf("cluster not ready: %s", last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// StopNode shuts node i down (SIGTERM: it finishes its AOF).
func (cl *Cluster) StopNode(i int) { cl.nodes[i].stop() }

// StartNode starts node i again from its data and cluster config, and
// waits until the cluster is whole.
func (cl *Cluster) StartNode(i int) {
	cl.nodes[i].start(cl.tb)
	cl.waitOK()
}

// CommandsProcessed is each node's total_commands_processed (INFO stats).
func (cl *Cluster) CommandsProcessed(ctx context.Context) ([]int64, error) {
	out := make([]int64, len(cl.Addrs))
	for i, a := range cl.Addrs {
		n := redis.NewClient(&redis.Options{Addr: a})
		info, err := n.Info(ctx, "stats").Result()
		n.Close()
		if err != nil {
			return nil, err
		}
		for _, line := range strings.Split(info, "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "total_commands_processed:"); ok {
				out[i], _ = strconv.ParseInt(v, 10, 64)
			}
		}
	}
	return out, nil
}

// waitPing waits for redis-server on addr to answer PING; log is where it
// writes, named when it does not start ("" if unknown).
func waitPing(tb testing.TB, addr, log string) {
	tb.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if c, err := net.DialTimeout("tcp", addr, 100*time.Millisecond); err == nil {
			fmt.Fprint(c, "PING\r\n")
			_ = c.SetReadDeadline(time.Now().Add(time.Second))
			line, _ := bufio.NewReader(c).ReadString('\n')
			c.Close()
			if strings.HasPrefix(line, "+PONG") {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	tb.Fatalf("redis-server on %s did not start (log: %s)", addr, cmp.Or(log, "none kept"))
}
