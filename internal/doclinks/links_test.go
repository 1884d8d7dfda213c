package doclinks

import (
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// link matches an inline Markdown link or image target: ](target) with an
// optional "title". Reference-style definitions ([x]: target) too.
var (
	inlineLink = regexp.MustCompile(`\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)
	refLink    = regexp.MustCompile(`(?m)^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$`)
	heading    = regexp.MustCompile(`^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$`)
	htmlAnchor = regexp.MustCompile(`<a\s+(?:name|id)="([^"]+)"`)
)

// skipDirs are never walked: dependencies and build output, not ours.
var skipDirs = map[string]bool{".git": true, "node_modules": true, "dist": true, "bin": true, ".venv": true, "__pycache__": true}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestMarkdownLinks checks every relative link of every Markdown file: the
// file it names exists, and an anchor (#part) names a heading of that file
// (or of the same file for a bare #anchor).
func TestMarkdownLinks(t *testing.T) {
	root := repoRoot(t)
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && skipDirs[d.Name()] {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".md") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("found %d Markdown files under %s: the walk is wrong", len(files), root)
	}
	anchors := map[string]map[string]bool{}
	anchorsOf := func(path string) map[string]bool {
		if a, ok := anchors[path]; ok {
			return a
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		anchors[path] = headingAnchors(string(text))
		return anchors[path]
	}
	checked := 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, file)
		for _, target := range links(string(text)) {
			if isExternal(target) {
				continue
			}
			checked++
			pathPart, frag, _ := strings.Cut(target, "#")
			if p, err := url.PathUnescape(pathPart); err == nil {
				pathPart = p
			}
			dest := file
			if pathPart != "" {
				if strings.HasPrefix(pathPart, "/") {
					dest = filepath.Join(root, pathPart)
				} else {
					dest = filepath.Join(filepath.Dir(file), pathPart)
				}
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s: link %q: %s does not exist", rel, target, pathPart)
					continue
				}
			}
			if frag == "" || !strings.HasSuffix(dest, ".md") {
				continue
			}
			if a := anchorsOf(dest); !a[strings.ToLower(frag)] {
				t.Errorf("%s: link %q: no heading with anchor #%s in %s", rel, target, frag, filepath.Base(dest))
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative link found: the link pattern is wrong")
	}
}

// links are the link targets of a Markdown text, outside fenced code
// blocks and inline code spans.
func links(text string) []string {
	var out []string
	inFence := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		line = stripCodeSpans(line)
		for _, m := range inlineLink.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
		for _, m := range refLink.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// stripCodeSpans removes `code` spans, whose brackets are not links.
func stripCodeSpans(line string) string {
	parts := strings.Split(line, "`")
	var b strings.Builder
	for i, p := range parts {
		if i%2 == 0 {
			b.WriteString(p)
		}
	}
	return b.String()
}

func isExternal(target string) bool {
	u, err := url.Parse(target)
	return err != nil || u.Scheme != "" || strings.HasPrefix(target, "//") || strings.HasPrefix(target, "$")
}

// headingAnchors are the anchors GitHub gives a file's headings (lower
// case, punctuation dropped, spaces to hyphens, -1, -2 … for repeats) and
// its explicit <a name|id> anchors.
func headingAnchors(text string) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	inFence := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		for _, m := range htmlAnchor.FindAllStringSubmatch(line, -1) {
			out[strings.ToLower(m[1])] = true
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		slug := Slug(m[2])
		if n := seen[slug]; n > 0 {
			out[slug+"-"+itoa(n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	}
	return out
}

// Slug is GitHub's heading anchor: the heading's text without Markdown
// (links keep their text, code spans their content), lower-cased, letters,
// digits, spaces, hyphens and underscores kept, spaces turned to hyphens.
func Slug(h string) string {
	h = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`).ReplaceAllString(h, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// The slug rules on headings this repository has.
func TestSlug(t *testing.T) {
	for h, want := range map[string]string{
		"Estimator workflows: batches, several trades, pinned versions, releases": "estimator-workflows-batches-several-trades-pinned-versions-releases",
		"Rate limits, quotas and usage":                                           "rate-limits-quotas-and-usage",
		"`POST /v1/calc/batch`":                                                   "post-v1calcbatch",
		"[Costs](x.md) and more":                                                  "costs-and-more",
	} {
		if got := Slug(h); got != want {
			t.Errorf("Slug(%q) = %q, want %q", h, got, want)
		}
	}
}
