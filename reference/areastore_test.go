package reference_test

import (
	"context"
	"errors"
	"testing"

	"github.com/plumbline-api/plumbline"
	"github.com/plumbline-api/plumbline/reference"
)

// A version is loaded once, a failed load is not kept, and past the
// versions the database keeps the cache starts afresh.
func TestVersionCache(t *testing.T) {
	var c reference.VersionCache[string]
	loads := map[string]int{}
	fail := true
	load := func(_ context.Context, v string) (*string, error) {
		loads[v]++
		if v == "bad" && fail {
			return nil, errors.New("postgres: connection refused")
		}
		return &v, nil
	}
	get := func(v string) {
		t.Helper()
		d, err := c.Get(context.Background(), v, load)
		if err != nil || *d != v {
			t.Fatalf("%s: %v %v", v, d, err)
		}
	}
	get("v1")
	get("v1")
	get("v2")
	get("v1")
	if loads["v1"] != 1 || loads["v2"] != 1 {
		t.Fatalf("loads %v: each of the two kept versions once", loads)
	}
	if _, err := c.Get(context.Background(), "bad", load); err == nil {
		t.Fatal("a failed load answered")
	}
	fail = false
	get("bad")
	get("v3") // a third version: the cache starts afresh
	get("v1")
	if loads["bad"] != 2 || loads["v1"] != 2 {
		t.Fatalf("loads %v: a failed load retried, v1 loaded again past two versions", loads)
	}
}

// A memory store answers its part only for the version held, and says
// when its files were not loaded.
func TestHeldPart(t *testing.T) {
	ds := &reference.Dataset{Version: "v1"}
	part := 7
	notLoaded := plumbline.Errorf(plumbline.EUNAVAILABLE, "not loaded")
	if d, err := reference.HeldPart(ds, "v1", &part, notLoaded); err != nil || *d != 7 {
		t.Fatalf("held: %v %v", d, err)
	}
	if _, err := reference.HeldPart(ds, "v0", &part, notLoaded); plumbline.ErrorCode(err) != plumbline.EUNAVAILABLE || err == notLoaded {
		t.Fatalf("another version: %v", err)
	}
	if _, err := reference.HeldPart[int](ds, "v1", nil, notLoaded); err != notLoaded {
		t.Fatalf("not loaded: %v", err)
	}
}
