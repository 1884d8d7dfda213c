// Package areas composes every reference area: the order they load in, and
// their operations bound to the memory stores of a loaded dataset or to
// Postgres. Adding an area is adding it here (and nowhere else).
package areas

import (
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/plumbline-api/plumbline/internal/datapull"
	"github.com/plumbline-api/plumbline/reference"
	"github.com/plumbline-api/plumbline/reference/benchmarks"
	"github.com/plumbline-api/plumbline/reference/codes"
	codesdata "github.com/plumbline-api/plumbline/reference/codes/data"
	"github.com/plumbline-api/plumbline/reference/costs"
	"github.com/plumbline-api/plumbline/reference/costs/labor"
	"github.com/plumbline-api/plumbline/reference/geo"
	"github.com/plumbline-api/plumbline/reference/products"
)

// Loaders are every area's input, in load order (an area's parser sees the
// parts loaded before it): the curated tables embedded in the binary and
// the public data under dataDir.
func Loaders(dataDir string) []reference.Loader {
	var sources []string
	for _, s := range datapull.Sources() {
		sources = append(sources, s.Name)
	}
	return []reference.Loader{reference.PulledLoader(dataDir, sources...), geo.Loader(dataDir), codes.Loader(codesdata.FS), products.Loader(dataDir), costs.Loader(dataDir), labor.Loader(dataDir),
		benchmarks.Loader(dataDir)}
}

// Memory binds every area to the memory stores of ds: the embedded default.
func Memory(ds *reference.Dataset) []reference.Area {
	places := geo.NewMemoryStore(ds)
	return []reference.Area{withCodesDocs(codes.Area(codes.NewMemoryStore(ds), places)), products.Area(products.NewMemoryStore(ds)),
		costs.Area(costs.NewMemoryStore(ds), labor.Extension(labor.NewMemoryStore(ds), places)),
		benchmarks.Area(benchmarks.NewMemoryStore(ds), places, benchmarksDeps(costs.NewMemoryStore(ds), labor.NewMemoryStore(ds)))}
}

// Postgres binds every area to its Postgres store.
func Postgres(pool *pgxpool.Pool) []reference.Area {
	places := geo.NewPGStore(pool)
	return []reference.Area{withCodesDocs(codes.Area(codes.NewPGStore(pool), places)), products.Area(products.NewPGStore(pool)),
		costs.Area(costs.NewPGStore(pool), labor.Extension(labor.NewPGStore(pool), places)),
		benchmarks.Area(benchmarks.NewPGStore(pool), places, benchmarksDeps(costs.NewPGStore(pool), labor.NewPGStore(pool)))}
}

// Schemas are the areas' operations with no store behind them: enough for
// the OpenAPI document and the MCP tool list, never to answer.
func Schemas() []reference.Area { return Postgres(nil) }

// withCodesDocs attaches the codes area's methodology documents.
func withCodesDocs(a reference.Area) reference.Area {
	for _, d := range []reference.Doc{
		{Name: "CATALOG.md", Title: "Code-section catalog: provenance", Description: "How the code-section catalog and the calculator links were built, and from which public sources."},
		{Name: "ADOPTION.md", Title: "State model-code adoption matrix: methodology", Description: "Which model-code edition each state has adopted, how it was established, and the confidence levels."},
	} {
		text, err := codesdata.Methodology.ReadFile(d.Name)
		if err != nil {
			panic(err) // embedded at build time
		}
		d.MIMEType, d.Text = "text/markdown", string(text)
		a.Docs = append(a.Docs, d)
	}
	return a
}

// benchmarksDeps are the benchmarks area's collaborators: our calculators
// and the costs area's PPI (price side) and wage (labor side) readers.
func benchmarksDeps(prices costs.Store, wages labor.Store) benchmarks.Deps {
	return benchmarks.Deps{Calc: benchmarks.Builtin, Prices: benchmarks.CostsPrices{Store: prices}, Wages: benchmarks.LaborWages{Store: wages}}
}
