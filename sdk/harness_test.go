package sdk_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/internal/testenv"
)

// root is the repository (the tests run in sdk/).
var root, _ = filepath.Abs("..")

var (
	tmp       string // removed after the tests
	buildOnce sync.Once
	binary    string
	buildErr  error
)

func TestMain(m *testing.M) {
	var err error
	if tmp, err = os.MkdirTemp("", "plumbline-sdk-"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

// plumblineBinary builds cmd/plumbline once (as make build does).
func plumblineBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binary = filepath.Join(tmp, "plumbline")
		out, err := exec.Command("go", "build", "-o", binary, filepath.Join(root, "cmd", "plumbline")).CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build ./cmd/plumbline: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

// server is a running plumbline.
type server struct {
	base string
	key  string // its dev key (embedded default)
}

// startServer runs `plumbline serve` from the repository (so that it loads
// the bundled data in data/, as make run does) on a free loopback port with a
// known dev key, plus env; it is killed when the test ends.
func startServer(t *testing.T, env ...string) server {
	t.Helper()
	bin := plumblineBinary(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	var b [24]byte
	_, _ = rand.Read(b[:])
	key := "svc_" + base64.RawURLEncoding.EncodeToString(b[:])
	cmd := exec.Command(bin, "serve")
	cmd.Dir = root
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "PLUMBLINE_ADDR=" + addr, "PLUMBLINE_DEV_KEY=" + key, "PLUMBLINE_LOG_LEVEL=warn", "PLUMBLINE_REFRESH=off"}, env...)
	logs := &testenv.Buffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-done
	})
	s := server{base: "http://" + addr, key: key}
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		select {
		case <-done:
			t.Fatalf("plumbline serve exited: %s", logs)
		default:
		}
		if resp, err := http.Get(s.base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s
			}
		}
	}
	t.Fatalf("plumbline did not become ready: %s", logs)
	return s
}

// run runs name in dir with the environment plus env and returns its
// combined output; a failure or a timeout fails the test with the output.
func run(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s (in %s): %v\n%s", name, strings.Join(args, " "), dir, err, out.String())
	}
	return out.String()
}

// stdout is run's, for a program whose standard output is what is checked:
// its stderr goes to the test log only when it fails.
func stdout(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s (in %s): %v\n%s%s", name, strings.Join(args, " "), dir, err, out.String(), errOut.String())
	}
	return out.String()
}

// node and the TypeScript SDK's packages (make test runs npm ci for them).
func nodeTools(t *testing.T) (node, npm string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err == nil {
		npm, err = exec.LookPath("npm")
	}
	if err == nil {
		_, err = os.Stat(filepath.Join(root, "sdk", "typescript", "node_modules", "openapi-fetch", "package.json"))
	}
	if err != nil {
		testenv.Unavailable(t, "node, npm and the TypeScript SDK's packages (`npm ci --prefix sdk/typescript`, which make test runs)", err)
	}
	return node, npm
}

var (
	pythonOnce sync.Once
	pythonPath string // where the Python SDK is installed
	pythonErr  error
)

// sdkPython is the python3 the Python SDK runs on (PLUMBLINE_SDK_PYTHON,
// which make test sets to Debian's /usr/bin/python3) and a directory where
// `pip install` put the SDK from a copy of sdk/python: the tests use the
// package as a user gets it, not the source tree.
func sdkPython(t *testing.T) (python, site string) {
	t.Helper()
	python = os.Getenv("PLUMBLINE_SDK_PYTHON")
	if python == "" {
		python = "/usr/bin/python3"
	}
	if out, err := exec.Command(python, "-c", `import importlib.util as u, sys; sys.exit(" ".join(m for m in ("httpx", "attr", "pip", "setuptools", "wheel") if u.find_spec(m) is None) or None)`).CombinedOutput(); err != nil {
		testenv.Unavailable(t, python+" with httpx, attrs, pip, setuptools and wheel (Debian's python3-httpx python3-attr python3-pip python3-setuptools python3-wheel; make test installs them)",
			fmt.Errorf("%v: %s", err, out))
	}
	pythonOnce.Do(func() {
		src := filepath.Join(tmp, "python-src")
		if out, err := exec.Command("cp", "-r", filepath.Join(root, "sdk", "python"), src).CombinedOutput(); err != nil {
			pythonErr = fmt.Errorf("cp: %v %s", err, out)
			return
		}
		pythonPath = filepath.Join(tmp, "python-site")
		cmd := exec.Command(python, "-m", "pip", "install", "--quiet", "--no-build-isolation", "--no-deps", "--no-index", "--target", pythonPath, src)
		cmd.Env = append(os.Environ(), "PIP_DISABLE_PIP_VERSION_CHECK=1", "PIP_ROOT_USER_ACTION=ignore")
		if out, err := cmd.CombinedOutput(); err != nil {
			pythonErr = fmt.Errorf("pip install ./sdk/python: %v\n%s", err, out)
		}
	})
	if pythonErr != nil {
		t.Fatal(pythonErr)
	}
	return python, pythonPath
}
