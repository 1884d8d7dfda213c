package server

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every tool's description fits in toolDescriptionMax, and what did not fit
// is in its input schema's description: a calculator's input rules whole,
// and the rest of its summary (issue 39: descriptions ran to 1,250
// characters, 121 of them in every tools/list).
func TestToolDescriptionsAreShortAndLoseNothing(t *testing.T) {
	s := newInternalServer(t)
	tools, err := s.buildMCPTools()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, tool := range tools {
		d := tool.def.Description
		total += len(d)
		if len(d) > toolDescriptionMax || len(d) < 20 {
			t.Errorf("%s: %d characters: %q", tool.name, len(d), d)
		}
		var schema struct {
			Description string `json:"description"`
		}
		if err := json.Unmarshal(tool.def.InputSchema, &schema); err != nil {
			t.Fatal(err)
		}
		if c, ok := s.cfg.Calculators.ByOperationID(tool.name); ok {
			if rules := strings.TrimSpace(c.RulesText()); !strings.Contains(schema.Description, rules) {
				t.Errorf("%s: the input rules are not in the schema's description %q", tool.name, schema.Description)
			}
			head := strings.TrimSuffix(strings.TrimSuffix(d, " Cites: "+strings.Join(c.CodeReferences, ", ")+"."), "…")
			if !strings.HasPrefix(c.Summary, head) || len(head) < len(c.Summary) && !strings.Contains(schema.Description, strings.TrimSpace(c.Summary[len(head):])) {
				t.Errorf("%s: summary %q is not description %q and schema description %q", tool.name, c.Summary, d, schema.Description)
			}
		}
	}
	t.Logf("%d tools, %d characters of descriptions (%d on average)", len(tools), total, total/len(tools))
}

func TestSplitDescription(t *testing.T) {
	for _, tc := range []struct {
		text, tail string
		max        int
		head, rest string
	}{
		{"Short.", " Cites: X.", 300, "Short. Cites: X.", ""},
		{"One sentence. Two sentence. Three.", "", 22, "One sentence.", "Two sentence. Three."},
		{"One sentence. Two sentence. Three.", " T.", 22, "One sentence. T.", "Two sentence. Three."},
		{"a bb ccc dddd eeeee", "", 10, "a bb…", "…ccc dddd eeeee"},
		{"Section 430.22 applies. More.", "", 24, "Section 430.22 applies.", "More."},
	} {
		head, rest := splitDescription(tc.text, tc.tail, tc.max)
		if head != tc.head || rest != tc.rest || len(head) > tc.max {
			t.Errorf("%q (max %d): %q + %q, want %q + %q", tc.text, tc.max, head, rest, tc.head, tc.rest)
		}
	}
}
