package codes_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/codes"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/referencetest"
)

// FuzzLoad replaces one input file with arbitrary bytes: Load either
// succeeds or fails with a ParseError naming that file (with a line for
// anything but a missing file), and never panics.
func FuzzLoad(f *testing.F) {
	names := referencetest.SourceNames(referencetest.Loaders())
	f.Add(uint8(3), []byte("code,edition,kind,number,title,chapter,parent,topics,viewer_url,source\nIRC,2021,section,R1,T,1,,a;b,u,s\n"))
	f.Add(uint8(5), []byte("state_abbr,state,code,edition,scope,effective_date,amendments,status,confidence,source,notes\nCA,\"Cal\nifornia\",IRC,2021,statewide,2024-02-30,yes,in-force,likely,s,\n"))
	f.Add(uint8(0), []byte("fips5,state_fips,state_name,county_name\n\"06037,06,California,LA\n"))
	f.Add(uint8(1), []byte("zip,state_abbr,county_fips5\n94103,CA,06075\n94103,CA,06075\n"))
	f.Add(uint8(6), []byte("\ufeffcalc,citation,edition\n/v1/calc/x/y,IRC R311.7.5,2021\n"))
	f.Fuzz(func(t *testing.T, which uint8, content []byte) {
		name := names[int(which)%len(names)]
		loaders := referencetest.WithFile(t, referencetest.Loaders(), name, func([]byte) []byte { return bytes.Clone(content) })
		_, _, err := reference.Load(loaders...)
		if err == nil {
			return
		}
		var pe *reference.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%s: %v is not a ParseError", name, err)
		}
		if pe.File != name && pe.File != codes.FileLinks && pe.File != codes.FileSections && pe.File != geo.FileCBSAs {
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
	f.Add(uint8(3), "section", "R311.7.5\x00", "code", "IRC")
	f.Add(uint8(2), "q", "R311\x00", "edition", "\xc3\x28")
	f.Fuzz(func(t *testing.T, which uint8, k1, v1, k2, v2 string) {
		ops := codes.Area(nil, nil).Ops
		op := ops[int(which)%len(ops)]
		args, err := reference.Bind(op.Params, map[string][]string{k1: {v1}, k2: {v2}})
		if err != nil {
			return
		}
		for _, p := range op.Params {
			if v := args.String(p.Name); !utf8.ValidString(v) || strings.ContainsFunc(v, unicode.IsControl) {
				t.Fatalf("%s=%q bound with invalid text", p.Name, v)
			}
			if p.Integer && (args.Int(p.Name) < p.Min || p.Max > 0 && args.Int(p.Name) > p.Max) {
				t.Fatalf("%s=%d outside [%d, %d]", p.Name, args.Int(p.Name), p.Min, p.Max)
			}
		}
	})
}
