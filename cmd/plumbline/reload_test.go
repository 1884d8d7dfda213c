package main

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/plumbline-api/plumbline/reference"
)

// The embedded default takes a new dataset version on SIGHUP: the release
// feed shows it with what changed, the live answer is the new version's,
// and an answer pinned to the version before is what it was. A data
// directory that does not load changes nothing.
func TestEmbeddedDefaultReloadsOnSIGHUP(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(fixtureDataDir(t))); err != nil {
		t.Fatal(err)
	}
	base, key, logs, stop := serveInProcess(t, env("PLUMBLINE_ADDR", "127.0.0.1:0", "PLUMBLINE_DEV_KEY", testKey, "PLUMBLINE_DATA_DIR", dir,
		"PLUMBLINE_DATASET_KEEP", "3"))
	defer stop()
	get := func(path string, headers ...string) (int, http.Header, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Authorization", "Bearer "+key)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header, b
	}
	feed := func() reference.Feed {
		t.Helper()
		status, _, b := get("/v1/data/releases")
		var f reference.Feed
		if err := json.Unmarshal(b, &f); err != nil || status != 200 {
			t.Fatalf("feed: %d %s", status, b)
		}
		return f
	}
	first := feed()
	if len(first.Releases) != 1 || first.Retention.KeepVersions != 3 {
		t.Fatalf("feed at start: %+v", first)
	}
	const path = "/v1/codes/applicable?county=06037"
	_, h1, before := get(path)
	v1 := h1.Get("Plumbline-Dataset-Version")

	hangup := func() {
		t.Helper()
		if err := syscall.Kill(os.Getpid(), syscall.SIGHUP); err != nil {
			t.Fatal(err)
		}
	}
	// A broken file: nothing changes.
	county := filepath.Join(dir, "costs", "geo", "county_names_population_2020_2024.csv")
	good, err := os.ReadFile(county)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(county, []byte("not,a,county,file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	hangup()
	waitFor(t, func() bool { return strings.Contains(logs.String(), "reference data not reloaded") })
	if f := feed(); len(f.Releases) != 1 || f.LiveVersion != v1 {
		t.Fatalf("a broken reload changed the feed: %+v", f)
	}
	// One county more: a new version.
	if err := os.WriteFile(county, append(good, "06999,06,999,California,Test County,4,9,1,1,1,1,1\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	hangup()
	waitFor(t, func() bool { return strings.Contains(logs.String(), "a new version is live") })
	f := feed()
	if len(f.Releases) != 2 || f.LiveVersion == v1 || f.Releases[0].Previous != v1 || len(f.Releases[0].Sources) != 1 {
		t.Fatalf("feed after the reload: %+v", f)
	}
	if status, h, b := get(path); status != 200 || h.Get("Plumbline-Dataset-Version") != f.LiveVersion || string(b) == string(before) {
		t.Fatalf("live answer: %d %s", status, h)
	}
	if status, _, b := get(path, "Plumbline-Dataset-Version", v1); status != 200 || string(b) != string(before) {
		t.Fatalf("pinned answer: %d %s\nbefore: %s", status, b, before)
	}
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
