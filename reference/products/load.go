package products

import (
	"fmt"

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

// Build parses every file (in the order of FileNames) and indexes the catalog.
func Build(inputs []reference.File) (*Catalog, error) {
	var synthetic *reference.File
	if n := len(inputs); n == len(files)+1 && inputs[n-1].Name == SyntheticFile {
		synthetic, inputs = &inputs[n-1], inputs[:n-1]
	}
	if len(inputs) != len(files) {
		return nil, fmt.Errorf("products: %d files given, want %d", len(inputs), len(files))
	}
	// Files parse independently: spread them over the CPUs, since the
	// embedded default parses them at every start.
	parsed := make([][]*Product, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				parsed[i], errs[i] = parseFile(files[i], inputs[i].Name, inputs[i].Data)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []*Product
	rows, names, fileRows := map[string]int{}, map[string][]string{}, map[string]int{}
	for i, def := range files {
		if errs[i] != nil {
			return nil, errs[i]
		}
		rows[def.Source] += len(parsed[i])
		fileRows[inputs[i].Name] = len(parsed[i])
		names[def.Source] = append(names[def.Source], inputs[i].Name)
		all = append(all, parsed[i]...)
	}
	c, err := newCatalog(all, rows, names)
	if err != nil {
		return nil, err
	}
	if synthetic != nil {
		syn, err := synthesize(c, *synthetic)
		if err != nil {
			return nil, err
		}
		rows[srcSynthetic], names[srcSynthetic], fileRows[synthetic.Name] = len(syn), []string{synthetic.Name}, len(syn)
		if c, err = newCatalog(append(c.products, syn...), rows, names); err != nil {
			return nil, err
		}
	}
	c.fileRows = fileRows
	return c, nil
}
