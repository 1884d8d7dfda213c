package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/plumbline-api/plumbline"
)

// emitted is what the module's source emits: the field-error codes and the
// statuses of problems written outside the domain table, each with where.
type emitted struct {
	fieldCodes map[string]string // code -> first place
	statuses   map[int]string
}

var snakeCode = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// statusConst resolves net/http's and fasthttp's Status… constant names
// (the same names) from the status texts: StatusUnprocessableEntity → 422.
var statusConst = func() map[string]int {
	m := map[string]int{}
	for code := 100; code < 600; code++ {
		if text := http.StatusText(code); text != "" {
			m["Status"+strings.NewReplacer(" ", "", "-", "", "'", "").Replace(text)] = code
		}
	}
	m["StatusRequestEntityTooLarge"] = 413 // net/http's text is "Request Entity Too Large"
	m["StatusUnprocessableEntity"] = 422   // "Unprocessable Entity"
	return m
}()

// scanSource walks every non-test Go file of the module and collects:
//   - the literal code of every field error it builds: the `code` argument
//     of any function or closure that takes a code and a message (Invalid,
//     InvalidField, fieldErr, bad, add …), `Code: "…"` in a literal, and
//     the codes a …Error function returns (boundError);
//   - the status of every problem the server writes by hand (problem,
//     appendProblem), as a constant or a literal.
func scanSource(t *testing.T, root string) emitted {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (d.Name() == "testdata" || d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".") || d.Name() == "bin") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			f, err := parser.ParseFile(fset, p, nil, 0)
			if err != nil {
				return err
			}
			files = append(files, f)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// codeAt: the position of the code parameter of an error builder (one
	// taking a code and a format or message), by name.
	codeAt := func(params *ast.FieldList) (int, bool) {
		i, at, msg := 0, -1, false
		for _, p := range params.List {
			for _, n := range p.Names {
				switch n.Name {
				case "code":
					at = i
				case "format", "msg", "message":
					msg = true
				}
				i++
			}
		}
		return at, at >= 0 && msg
	}
	global := map[string]int{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if at, ok := codeAt(fd.Type.Params); ok {
					global[fd.Name.Name] = at
				}
			}
		}
	}
	out := emitted{fieldCodes: map[string]string{}, statuses: map[int]string{}}
	code := func(e ast.Expr) {
		if bl, ok := e.(*ast.BasicLit); ok && bl.Kind == token.STRING {
			s, _ := strconv.Unquote(bl.Value)
			if _, seen := out.fieldCodes[s]; snakeCode.MatchString(s) && !seen {
				out.fieldCodes[s] = fset.Position(bl.Pos()).String()
			}
		}
	}
	for _, f := range files {
		local := map[string]int{} // closures of this file
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
				if fl, ok := as.Rhs[0].(*ast.FuncLit); ok {
					if at, ok := codeAt(fl.Type.Params); ok {
						local[as.Lhs[0].(*ast.Ident).Name] = at
					}
				}
			}
			return true
		})
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				name := ""
				switch fn := x.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					if pkg, ok := fn.X.(*ast.Ident); ok && pkg.Name == "fmt" {
						return true
					}
					name = fn.Sel.Name
				}
				at, ok := local[name]
				if !ok {
					at, ok = global[name]
				}
				if ok && at < len(x.Args) {
					code(x.Args[at])
				}
				if (name == "problem" || name == "appendProblem") && len(x.Args) >= 2 {
					where := fset.Position(x.Pos()).String()
					switch a := x.Args[1].(type) {
					case *ast.SelectorExpr:
						st, ok := statusConst[a.Sel.Name]
						if !ok {
							t.Errorf("%s: status %s is no status constant this test knows", where, a.Sel.Name)
						}
						out.statuses[st] = where
					case *ast.BasicLit:
						st, _ := strconv.Atoi(a.Value)
						out.statuses[st] = where
					}
				}
			case *ast.KeyValueExpr:
				if k, ok := x.Key.(*ast.Ident); ok && k.Name == "Code" {
					code(x.Value)
				}
			case *ast.FuncDecl:
				res := x.Type.Results
				if strings.HasSuffix(x.Name.Name, "Error") && res != nil && len(res.List) == 1 && len(res.List[0].Names) <= 1 {
					if id, ok := res.List[0].Type.(*ast.Ident); ok && id.Name == "string" {
						ast.Inspect(x.Body, func(m ast.Node) bool {
							if r, ok := m.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
								code(r.Results[0])
							}
							return true
						})
					}
				}
			}
			return true
		})
	}
	return out
}

// TestEveryEmittedStatusAndCodeIsExplained walks every status and code the
// source emits and requires an error page for each status and an
// explanation for each code, and no explanation of a code nothing emits: a
// new code or status cannot ship without its page.
func TestEveryEmittedStatusAndCodeIsExplained(t *testing.T) {
	src := scanSource(t, "..")
	if len(src.fieldCodes) < 30 || len(src.statuses) < 8 {
		t.Fatalf("the scan found %d field codes and %d statuses: it no longer reads the source", len(src.fieldCodes), len(src.statuses))
	}
	for c, where := range src.fieldCodes {
		_, field := fieldCodeDocs[c]
		_, domain := codeDocs[c]
		if !field && !domain {
			t.Errorf("%s emits field code %q, which no error page explains (add it to fieldCodeDocs)", where, c)
		}
	}
	for c := range fieldCodeDocs {
		if _, ok := src.fieldCodes[c]; !ok {
			t.Errorf("fieldCodeDocs explains %q, which nothing emits", c)
		}
	}
	for st, where := range src.statuses {
		if _, ok := statusDocs[st]; !ok {
			t.Errorf("%s answers %d, which has no error page (add it to statusDocs)", where, st)
		}
	}
	for _, c := range plumbline.Codes {
		if codeDocs[c] == "" {
			t.Errorf("domain code %q is not explained (codeDocs)", c)
		}
		if _, ok := statusDocs[statusByCode[c]]; !ok {
			t.Errorf("domain code %q answers %d, which has no error page", c, statusByCode[c])
		}
	}
}
