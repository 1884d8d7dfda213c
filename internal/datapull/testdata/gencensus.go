//go:build ignore

// gencensus builds the loopback Census BPS publisher's files
// (publisher/census/) from the real Census text files we hold; see
// README.md. Run from this directory:
//
//	go run gencensus.go REPO
//
// REPO is a checkout of sid-kap/housing-data-data at
// ef77e4d9d87d3762e951c999d1cf4620193efd05 (data/bps/County and
// data/bps/Place hold Census's files as published). Every line written is
// a line of those files, byte for byte: the 2024 annual and the 2025
// December year-to-date county files whole, the other years' county files
// and every place file cut to a fixed set of counties and places.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

var regions = []struct{ dir, prefix string }{{"Northeast Region", "ne"}, {"Midwest Region", "mw"}, {"South Region", "so"}, {"West Region", "we"}}

// places kept beside the first 25 of each region's 2024 file (state FIPS
// and the six-digit permit-place id): Ithaca city and town (Tompkins
// County, NY), Ansonia (CT), Missoula and its county's unincorporated area
// (MT), Austin (TX).
var namedPlaces = []string{"36,360000", "36,360500", "09,005000", "30,449000", "30,453000", "48,033000"}

// counties kept from the cut years beside the first 150 of 2024: Tompkins
// (NY), Anchorage and Matanuska-Susitna (AK, twice-spelled in 2015),
// Missoula (MT), Travis (TX), Capitol planning region and Hartford (CT).
var namedCounties = []string{"36,109", "02,020", "02,170", "30,063", "48,453", "09,110", "09,003"}

func main() {
	repo := os.Args[1]
	show := func(path string) []byte {
		out, err := exec.Command("git", "-C", repo, "show", "HEAD:"+path).Output()
		check(err)
		return out
	}
	years := []string{"2015", "2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024"}
	// Counties.
	keep := map[string]bool{}
	for _, k := range namedCounties {
		keep[k] = true
	}
	for i, l := range dataLines(show("data/bps/County/co2024a.txt")) {
		if i < 150 {
			keep[key(l, 1, 2)] = true
		}
	}
	for _, y := range years {
		whole := y == "2024"
		write("econ/bps/County/co"+y+"a.txt", cut(show("data/bps/County/co"+y+"a.txt"), func(l []byte) bool { return whole || keep[key(l, 1, 2)] }))
	}
	write("econ/bps/County/co2512y.txt", show("data/bps/County/co2512y.txt"))
	// Places.
	for _, r := range regions {
		pk := map[string]bool{}
		for _, k := range namedPlaces {
			pk[k] = true
		}
		for i, l := range dataLines(show("data/bps/Place/" + r.dir + "/" + r.prefix + "2024a.txt")) {
			if i < 25 {
				pk[key(l, 1, 2)] = true
			}
		}
		for _, name := range append(append([]string{}, years...), "2512") {
			file := r.prefix + name + "a.txt"
			if name == "2512" {
				file = r.prefix + "2512y.txt"
			}
			write("econ/bps/Place/"+r.dir+"/"+file, cut(show("data/bps/Place/"+r.dir+"/"+file), func(l []byte) bool { return pk[key(l, 1, 2)] }))
		}
	}
}

// dataLines are a Census file's lines after its three heading lines.
func dataLines(b []byte) [][]byte { return bytes.SplitAfter(b, []byte("\n"))[3:] }

// key is two comma-separated fields of a line, joined by a comma.
func key(l []byte, i, j int) string {
	f := strings.Split(string(l), ",")
	if len(f) <= j {
		return ""
	}
	return f[i] + "," + f[j]
}

// cut keeps the three heading lines and the data lines ok accepts.
func cut(b []byte, ok func([]byte) bool) []byte {
	lines := bytes.SplitAfter(b, []byte("\n"))
	var out bytes.Buffer
	for i, l := range lines {
		if i < 3 || len(l) > 0 && ok(l) {
			out.Write(l)
		}
	}
	return out.Bytes()
}

func write(path string, b []byte) {
	dst := filepath.Join("publisher", "census", filepath.FromSlash(path)+".gz")
	check(os.MkdirAll(filepath.Dir(dst), 0o755))
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	check(os.WriteFile(dst, gz.Bytes(), 0o644))
	fmt.Println(dst, len(b), "bytes,", bytes.Count(b, []byte("\n"))-3, "rows")
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
