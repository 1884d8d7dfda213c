package reference_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// FuzzLoad replaces one input file with arbitrary bytes: Load either
// succeeds or fails with a ParseError naming that file (with a line for
// anything but a missing file), and never panics.
func FuzzLoad(f *testing.F) {
	sources := referencetest.Sources()
	f.Add(uint8(0), []byte("code,edition,kind,number,title,chapter,parent,topics,viewer_url,source\nIRC,2021,section,R1,T,1,,a;b,u,s\n"))
	f.Add(uint8(2), []byte("state_abbr,state,code,edition,scope,effective_date,amendments,status,confidence,source,notes\nCA,\"Cal\nifornia\",IRC,2021,statewide,2024-02-30,yes,in-force,likely,s,\n"))
	f.Add(uint8(4), []byte("fips5,state_fips,state_name,county_name\n\"06037,06,California,LA\n"))
	f.Add(uint8(5), []byte("zip,state_abbr,county_fips5\n94103,CA,06075\n94103,CA,06075\n"))
	f.Add(uint8(3), []byte("\ufeffcalc,citation,edition\n/v1/calc/x/y,IRC R311.7.5,2021\n"))
	f.Fuzz(func(t *testing.T, which uint8, content []byte) {
		name := sources[int(which)%len(sources)].Name
		src := referencetest.WithFile(t, sources, name, func([]byte) []byte { return bytes.Clone(content) })
		_, _, err := reference.Load(src)
		if err == nil {
			return
		}
		var pe *reference.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%s: %v is not a ParseError", name, err)
		}
		if pe.File != name && pe.File != reference.FileLinks && pe.File != reference.FileSections {
			t.Fatalf("%s broken, error names %s: %v", name, pe.File, err)
		}
	})
}

// FuzzBind gives an operation arbitrary parameters: Bind accepts them or
// answers field errors, and never panics.
func FuzzBind(f *testing.F) {
	f.Add(uint8(2), "edition", "2024", "page", "-3")
	f.Add(uint8(4), "state", "ca", "zip", "9410x")
	f.Add(uint8(3), "section", "R311.7.5", "code", "IRC")
	f.Fuzz(func(t *testing.T, which uint8, k1, v1, k2, v2 string) {
		ops := reference.Ops()
		op := ops[int(which)%len(ops)]
		args, err := reference.Bind(op.Params, map[string][]string{k1: {v1}, k2: {v2}})
		if err != nil {
			return
		}
		for _, p := range op.Params {
			if p.Integer && (args.Int(p.Name) < p.Min || p.Max > 0 && args.Int(p.Name) > p.Max) {
				t.Fatalf("%s=%d outside [%d, %d]", p.Name, args.Int(p.Name), p.Min, p.Max)
			}
		}
	})
}
