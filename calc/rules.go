package calc

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A Rule spans fields: at least one of its alternatives must hold (a rule of
// one alternative states which part of a field's range a table carries). It exists
// so the input schema says everything the formula checks (a wall length or a
// ceiling area, not neither), and is published as JSON Schema anyOf; a
// calculator with several rules publishes allOf of them. The formula still
// refuses a body that breaks a rule, with its own message.
//
// An alternative is a list of conditions on fields, all of which must hold:
//
//	"name"          the field is present (a list: with at least one item)
//	"name>0"        present and greater than 0 (also >=, <, <=)
//	"name=a|b"      present and one of the listed strings
//	"name=false"    present and this boolean
//	"?name<=0"      a leading ? means: when present (absent is fine)
//
// Conditions use the field's JSON name; define checks every name.
type Rule [][]string

// ruleSchema turns a rule into an anyOf schema over the input plan.
func (p *plan) ruleSchema(r Rule) (*Schema, error) {
	if len(r) == 0 {
		return nil, fmt.Errorf("a rule needs at least one alternative")
	}
	s := &Schema{}
	for _, alt := range r {
		b := &Schema{Properties: &Properties{}}
		for _, cond := range alt {
			if err := p.addCondition(b, cond); err != nil {
				return nil, err
			}
		}
		if len(*b.Properties) == 0 {
			b.Properties = nil
		}
		s.AnyOf = append(s.AnyOf, b)
	}
	return s, nil
}

func (p *plan) addCondition(b *Schema, cond string) error {
	optional := strings.HasPrefix(cond, "?")
	cond = strings.TrimPrefix(cond, "?")
	i := strings.IndexAny(cond, "<>=")
	name, op, val := cond, "", ""
	if i >= 0 {
		name = cond[:i]
		op = cond[i:]
		if len(op) > 1 && op[1] == '=' && op[0] != '=' {
			op, val = op[:2], op[2:]
		} else {
			op, val = op[:1], op[1:]
		}
	}
	idx, ok := p.byName[name]
	if !ok {
		return fmt.Errorf("rule %q: no input named %q", cond, name)
	}
	f := &p.fields[idx]
	if !optional && !slices.Contains(b.Required, name) {
		b.Required = append(b.Required, name)
	}
	if op == "" {
		if optional {
			return fmt.Errorf("rule %q: ? needs a condition", cond)
		}
		if f.kind == kindNumberList || f.kind == kindStringList || f.kind == kindObjectList {
			one := 1
			*b.Properties = append(*b.Properties, Property{Name: name, Schema: &Schema{MinItems: &one}})
		}
		return nil
	}
	fs := &Schema{}
	for _, p := range *b.Properties { // a second condition on the same field narrows the first
		if p.Name == name {
			fs = p.Schema
		}
	}
	if op == "=" && f.kind == kindBool {
		v, err := strconv.ParseBool(val)
		if err != nil {
			return fmt.Errorf("rule %q: %w", cond, err)
		}
		fs.Type, fs.Const = "boolean", v
	} else if op == "=" {
		if f.kind != kindString {
			return fmt.Errorf("rule %q: = is for string inputs", cond)
		}
		for v := range strings.SplitSeq(val, "|") {
			if f.enumIndex([]byte(v)) < 0 {
				return fmt.Errorf("rule %q: %q is not in the enum of %s", cond, v, name)
			}
			fs.Enum = append(fs.Enum, v)
		}
	} else {
		if f.kind != kindNumber && f.kind != kindInteger {
			return fmt.Errorf("rule %q: %s is for numeric inputs", cond, op)
		}
		v, err := parseFinite(val)
		if err != nil {
			return fmt.Errorf("rule %q: %w", cond, err)
		}
		switch op {
		case ">":
			fs.ExclusiveMinimum = &v
		case ">=":
			fs.Minimum = &v
		case "<":
			fs.ExclusiveMaximum = &v
		case "<=":
			fs.Maximum = &v
		default:
			return fmt.Errorf("rule %q: unknown operator %q", cond, op)
		}
	}
	if !slices.ContainsFunc(*b.Properties, func(p Property) bool { return p.Name == name }) {
		*b.Properties = append(*b.Properties, Property{Name: name, Schema: fs})
	}
	return nil
}

// applyRules adds a definition's rules to its input schema. A rule of one
// alternative narrows the fields it names in place (an anyOf of one schema
// is illogical to linters); of the others, one is published as anyOf,
// several as allOf of anyOf.
func (p *plan) applyRules(s *Schema, rules []Rule) error {
	var anyOfs []*Schema
	for _, r := range rules {
		rs, err := p.ruleSchema(r)
		if err != nil {
			return err
		}
		if len(rs.AnyOf) == 1 {
			narrow(s, rs.AnyOf[0])
			continue
		}
		anyOfs = append(anyOfs, rs)
	}
	switch {
	case len(anyOfs) == 1:
		s.AnyOf = anyOfs[0].AnyOf
	case len(anyOfs) > 1:
		s.AllOf = anyOfs
	}
	return nil
}

// narrow applies the conditions of a single-alternative rule to the object
// schema s: its required fields become required, and each field's schema is
// replaced by a copy with the rule's enum, const or bounds.
func narrow(s *Schema, b *Schema) {
	for _, name := range b.Required {
		if !slices.Contains(s.Required, name) {
			s.Required = append(s.Required, name)
		}
	}
	if b.Properties == nil {
		return
	}
	for _, bp := range *b.Properties {
		for i, fp := range *s.Properties {
			if fp.Name != bp.Name {
				continue
			}
			cp := *fp.Schema
			c := bp.Schema
			if c.Enum != nil {
				cp.Enum = c.Enum
			}
			if c.Const != nil {
				cp.Const = c.Const
			}
			if c.Minimum != nil || c.ExclusiveMinimum != nil {
				cp.Minimum, cp.ExclusiveMinimum = c.Minimum, c.ExclusiveMinimum
			}
			if c.Maximum != nil || c.ExclusiveMaximum != nil {
				cp.Maximum, cp.ExclusiveMaximum = c.Maximum, c.ExclusiveMaximum
			}
			(*s.Properties)[i].Schema = &cp
		}
	}
}

// carried lists a table's keys as a rule's alternatives ("a|b|c", sorted),
// so the schema's enum follows the rows the table really has.
func carried[V any](table map[string]V) string {
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, "|")
}

// toolSchema is the input schema for MCP tools. The Anthropic Messages API
// rejects a tool input_schema with anyOf, allOf or oneOf at the top level
// (the whole tool list fails), so the rules move under a single top-level
// not, by De Morgan: anyOf(A…) is not(allOf(not A…)), and allOf of such
// rules is not(anyOf(allOf(not A…)…)). The schema accepts exactly the same
// bodies (TestToolSchemaEquivalent); the description states the rules too.
func toolSchema(s *Schema) *Schema {
	rules := s.AllOf
	if s.AnyOf != nil {
		rules = []*Schema{{AnyOf: s.AnyOf}}
	}
	if len(rules) == 0 {
		return s
	}
	t := *s
	t.AnyOf, t.AllOf = nil, nil
	broken := make([]*Schema, len(rules))
	for i, r := range rules {
		all := &Schema{}
		for _, alt := range r.AnyOf {
			all.AllOf = append(all.AllOf, &Schema{Not: alt})
		}
		broken[i] = all
	}
	if len(broken) == 1 {
		t.Not = broken[0]
	} else {
		t.Not = &Schema{AnyOf: broken}
	}
	return &t
}

// rulesText states a definition's rules in words for tool descriptions:
// "Rules: wall_length_ft > 0, or ceiling_area_sqft > 0."
func rulesText(rules []Rule) string {
	var parts []string
	for _, r := range rules {
		if len(r) < 2 {
			continue // one alternative narrows the fields: the schema shows it
		}
		alts := make([]string, len(r))
		for i, alt := range r {
			conds := make([]string, len(alt))
			for j, c := range alt {
				conds[j] = conditionText(c)
			}
			alts[i] = strings.Join(conds, " and ")
		}
		parts = append(parts, "one of: "+strings.Join(alts, "; or "))
	}
	if len(parts) == 0 {
		return ""
	}
	return " Input rules: " + strings.Join(parts, ". Also ") + "."
}

func conditionText(c string) string {
	optional := strings.HasPrefix(c, "?")
	c = strings.TrimPrefix(c, "?")
	i := strings.IndexAny(c, "<>=")
	if i < 0 {
		return c + " given"
	}
	name, rest := c[:i], c[i:]
	op := rest[:1]
	if len(rest) > 1 && rest[1] == '=' && op != "=" {
		op = rest[:2]
	}
	val := strings.ReplaceAll(rest[len(op):], "|", " or ")
	text := name + " " + op + " " + val
	if op == "=" {
		text = name + " " + val
	}
	if optional {
		text += " (or absent)"
	}
	return text
}
