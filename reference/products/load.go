package products

import (
	"fmt"
	"strings"

	"github.com/plumbline-api/plumbline/reference"
	"runtime"
	"sync"
)

// FileNames are the area's files, relative to the data directory.
func FileNames() []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = "products/" + f.Path
	}
	return out
}

// Build parses every bundled file (in the order of FileNames) and the
// pulled files present (in the order of PulledFileNames, after them), and
// indexes the catalog; pulled names the releases the pulled files came
// from (their snapshot). A synthetic benchmark catalog, when one is given,
// comes last (SyntheticFile) and is built from the parsed records.
func Build(inputs []reference.File, pulled reference.PulledReleases) (*Catalog, error) {
	var synthetic *reference.File
	if n := len(inputs); n > 0 && inputs[n-1].Name == SyntheticFile {
		synthetic, inputs = &inputs[n-1], inputs[:n-1]
	}
	defs := make([]fileDef, len(inputs))
	bundled := 0
	for i, in := range inputs {
		d, ok := defOf(in.Name)
		if !ok {
			return nil, fmt.Errorf("products: no parser for %s", in.Name)
		}
		if !strings.HasPrefix(d.Path, "pulled/") {
			bundled++
		}
		defs[i] = d
	}
	if bundled != len(files) {
		return nil, fmt.Errorf("products: %d bundled files given, want %d", bundled, len(files))
	}
	// Files parse independently: spread them over the CPUs, since the
	// embedded default parses them at every start.
	parsed := make([][]*Product, len(inputs))
	errs := make([]error, len(inputs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				parsed[i], errs[i] = parseFile(defs[i], inputs[i].Name, inputs[i].Data)
			}
		}()
	}
	for i := range inputs {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []*Product
	rows, names, fileRows := map[string]int{}, map[string][]string{}, map[string]int{}
	for i, def := range defs {
		if errs[i] != nil {
			return nil, errs[i]
		}
		rows[def.Source] += len(parsed[i])
		fileRows[inputs[i].Name] = len(parsed[i])
		names[def.Source] = append(names[def.Source], inputs[i].Name)
		all = append(all, parsed[i]...)
	}
	c, err := newCatalog(all, rows, names, pulled)
	if err != nil {
		return nil, err
	}
	if synthetic != nil {
		syn, err := synthesize(c, *synthetic)
		if err != nil {
			return nil, err
		}
		rows[srcSynthetic], names[srcSynthetic], fileRows[synthetic.Name] = len(syn), []string{synthetic.Name}, len(syn)
		if c, err = newCatalog(append(c.products, syn...), rows, names, pulled); err != nil {
			return nil, err
		}
	}
	c.fileRows = fileRows
	return c, nil
}
