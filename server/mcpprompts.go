package server

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/plumbline-api/plumbline/internal/jsonr"
	"github.com/plumbline-api/plumbline/internal/jsonw"
)

// mcpPrompt is a workflow an estimator would follow, as a prompt that
// chains the tools: the client fills the arguments and hands the text to
// its model.
type mcpPrompt struct {
	Name        string         `json:"name"`
	Title       string         `json:"title"`
	Description string         `json:"description"`
	Arguments   []mcpPromptArg `json:"arguments"`
	text        func(args map[string]string) string
}

type mcpPromptArg struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Required    bool   `json:"required"`
}

// mcpPromptSet are the prompts. Each names only tools that exist; where a
// step needs an area that is not served (no price tool), the prompt says to
// report it missing rather than guess.
func (s *Server) mcpPromptSet(tools map[string]*mcpTool) []mcpPrompt {
	priceTools := []string{}
	for name := range tools {
		if strings.HasPrefix(name, "costs_") || strings.HasPrefix(name, "products_") {
			priceTools = append(priceTools, name)
		}
	}
	pricing := "No price tool is served by this server yet: report the concrete price as not available instead of estimating one."
	if len(priceTools) > 0 {
		pricing = "Then price the concrete for ZIP {zip} with the costs and products tools (" + strings.Join(slices.Sorted(slices.Values(priceTools)), ", ") +
			"): find ready-mix concrete per cubic yard for that location, multiply by cubic_yards, and cite the answer's sources and period. " +
			"If no tool carries a price for that place, say so instead of estimating one."
	}
	return []mcpPrompt{
		{
			Name: "slab_concrete_estimate", Title: "Size a slab and price its concrete",
			Description: "Concrete for a rectangular slab (cubic yards, bags, waste) with calc_concrete_yards, then its price where a price tool carries one.",
			Arguments: []mcpPromptArg{
				{"length_ft", "Slab length, feet.", true}, {"width_ft", "Slab width, feet.", true},
				{"depth_in", "Slab thickness, inches (4 is typical for a residential slab).", true},
				{"zip", "5-digit ZIP code of the site, for the price.", false},
			},
			text: func(a map[string]string) string {
				return fill("Size a concrete slab of {length_ft} ft by {width_ft} ft, {depth_in} in thick. "+
					"Call calc_concrete_yards with length_ft={length_ft}, width_ft={width_ft}, depth_in={depth_in} and waste_factor=0.10; "+
					"report cubic_yards, the bag counts and code_reference. "+pricing, a)
			},
		},
		{
			Name: "stair_code_check", Title: "Check a stair against the adopted code for a ZIP",
			Description: "Finds the residential code edition adopted where the ZIP is, lays the stair out with calc_stairs_rise_run under that edition, and cites the sections.",
			Arguments: []mcpPromptArg{
				{"zip", "5-digit ZIP code of the site.", true},
				{"total_rise_in", "Total rise, finished floor to finished floor, inches.", true},
			},
			text: func(a map[string]string) string {
				return fill("Check a stair with a total rise of {total_rise_in} in for a house in ZIP {zip}. "+
					"1. Call codes_jurisdiction_applicable with zip={zip} and read which IRC edition is adopted there. "+
					"2. Call calc_stairs_rise_run with total_rise_in={total_rise_in} and irc_edition set to that edition when it is 2021 or 2024 "+
					"(otherwise use 2021 and say the adopted edition differs). "+
					"3. For each section in code_reference, call codes_get_section (code irc) and quote its title. "+
					"Report riser height, tread depth, number of risers, whether the layout complies, and the sections cited.", a)
			},
		},
	}
}

func fill(text string, args map[string]string) string {
	for k, v := range args {
		text = strings.ReplaceAll(text, "{"+k+"}", v)
	}
	return text
}

// mcpPrompts answer prompts/list and prompts/get.
type mcpPrompts struct {
	byName map[string]*mcpPrompt
	list   []byte
}

func newMCPPrompts(prompts []mcpPrompt) (*mcpPrompts, error) {
	p := &mcpPrompts{byName: map[string]*mcpPrompt{}}
	for i := range prompts {
		p.byName[prompts[i].Name] = &prompts[i]
	}
	var err error
	p.list, err = json.Marshal(map[string]any{"prompts": prompts})
	return p, err
}

// get answers prompts/get: the prompt's text with its arguments filled in;
// a missing required argument is invalid params.
func (p *mcpPrompts) get(b []byte, m *rpcMessage) []byte {
	name, _ := jsonr.String(nil, m.param("name"))
	pr := p.byName[string(name)]
	if pr == nil {
		return appendRPCError(b, m.id, rpcInvalidParams, "unknown prompt "+jsonQuote(name)+"; prompts/list names them")
	}
	args := map[string]string{}
	bad := ""
	jsonr.Members(m.param("arguments"), func(k, v []byte) bool {
		key, _ := jsonr.String(nil, append(append([]byte{'"'}, k...), '"'))
		val, ok := jsonr.String(nil, v)
		switch {
		case !slices.ContainsFunc(pr.Arguments, func(a mcpPromptArg) bool { return a.Name == string(key) }):
			bad = "unknown argument " + jsonQuote(key) + "; this prompt takes " + pr.argNames()
		case !ok:
			bad = "prompt arguments are strings: " + jsonQuote(key) + " is not"
		case len(val) > mcpPromptArgMax:
			bad = "argument " + string(key) + " is over " + strconv.Itoa(mcpPromptArgMax) + " bytes"
		default:
			args[string(key)] = string(val)
			return true
		}
		return false
	})
	for _, a := range pr.Arguments {
		if bad == "" && a.Required && args[a.Name] == "" {
			bad = "argument " + a.Name + " is required"
		}
	}
	if bad != "" {
		return appendRPCError(b, m.id, rpcInvalidParams, pr.Name+": "+bad)
	}
	b = appendRPCHead(b, m.id)
	b = append(b, `{"description":`...)
	b = jsonw.AppendString(b, pr.Description)
	b = append(b, `,"messages":[{"role":"user","content":{"type":"text","text":`...)
	b = jsonw.AppendString(b, pr.text(args))
	return append(b, `}}]}}`...)
}

func jsonQuote(s []byte) string { return string(jsonw.AppendString(nil, s)) }

// mcpPromptArgMax bounds a prompt argument: a ZIP code or a dimension, never
// a document (issue 24 finding 9: a 500 KB argument was filled into the
// prompt text, once per placeholder).
const mcpPromptArgMax = 100

func (p *mcpPrompt) argNames() string {
	names := make([]string, len(p.Arguments))
	for i, a := range p.Arguments {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}
