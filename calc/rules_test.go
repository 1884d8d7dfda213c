package calc

import (
	"reflect"
	"strings"
	"testing"
)

type rulesTestIn struct {
	A    float64 `json:"a" calc:"default=0,min=0,max=10" doc:"a"`
	B    float64 `json:"b" calc:"default=0,min=0,max=10" doc:"b"`
	Mode string  `json:"mode" calc:"default=x,enum=x|y" doc:"mode"`
	Flag bool    `json:"flag" calc:"default=false" doc:"flag"`
}

// TestRuleErrors holds define to rejecting a rule it cannot publish
// faithfully: a misspelt field, a value outside the enum, an operator on
// the wrong kind of field.
func TestRuleErrors(t *testing.T) {
	p, err := buildPlan(reflect.TypeFor[rulesTestIn](), roleInput)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rule Rule
		want string
	}{
		{Rule{}, "at least one alternative"},
		{Rule{{"c>0"}}, `no input named "c"`},
		{Rule{{"mode=z"}}, "not in the enum"},
		{Rule{{"a=x"}}, "= is for string inputs"},
		{Rule{{"mode>1"}}, "is for numeric inputs"},
		{Rule{{"?a"}}, "? needs a condition"},
		{Rule{{"flag=maybe"}}, "invalid syntax"},
	} {
		_, err := p.ruleSchema(tc.rule)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.rule, err, tc.want)
		}
	}
	s := p.schema(roleInput)
	if err := p.applyRules(s, []Rule{{{"a>0"}, {"b>=1", "?mode=y"}}, {{"?flag=false"}}}); err != nil {
		t.Fatal(err)
	}
	if len(s.AnyOf) != 2 || s.AnyOf[0].Required[0] != "a" || *(*s.AnyOf[1].Properties)[0].Schema.Minimum != 1 {
		t.Errorf("anyOf = %+v", s.AnyOf)
	}
	if (*s.Properties)[3].Schema.Const != false {
		t.Errorf("a one-alternative rule should narrow flag to const false, got %+v", (*s.Properties)[3].Schema)
	}
}
