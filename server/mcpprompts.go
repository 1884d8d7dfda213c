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
// its model. uses declares every tool the text names, the arguments it
// tells the model to pass and the answer fields it tells it to read:
// TestMCPPromptsPromiseOnlyWhatToolsAnswer holds them to the tools' input
// and output schemas, so a prompt cannot promise what no tool answers.
type mcpPrompt struct {
	Name        string         `json:"name"`
	Title       string         `json:"title"`
	Description string         `json:"description"`
	Arguments   []mcpPromptArg `json:"arguments"`
	text        func(args map[string]string) string
	uses        []promptUse
}

type mcpPromptArg struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Required    bool   `json:"required"`
}

// promptUse is one tool call a prompt asks for: the arguments it names and
// the answer fields (dotted paths) it reads.
type promptUse struct {
	Tool  string
	Args  []string
	Reads []string
}

// mcpPromptSet are the prompts. No tool answers a dollar price (the costs
// area publishes indexes, never prices), so the slab prompt prices nothing
// itself: it brings a price the user paid forward with costs_escalate, and
// gives the local wage of cement masons as a wage, not an installed cost.
func (s *Server) mcpPromptSet(map[string]*mcpTool) []mcpPrompt {
	return []mcpPrompt{
		{
			Name: "slab_concrete_estimate", Title: "Size a slab and bring a known concrete price forward",
			Description: "Concrete for a rectangular slab (cubic yards, bags, waste) with calc_concrete_yards; a price per cubic yard the user paid, " +
				"brought to the latest month by the concrete price index (costs_escalate); the local hourly wage of cement masons for a ZIP (costs_labor). " +
				"No tool carries a dollar price for concrete: the prompt says so rather than estimate one.",
			Arguments: []mcpPromptArg{
				{"length_ft", "Slab length, feet.", true}, {"width_ft", "Slab width, feet.", true},
				{"depth_in", "Slab thickness, inches (4 is typical for a residential slab).", true},
				{"price_usd_per_cuyd", "A price per cubic yard you paid for ready-mix, dollars (optional: brought forward to the latest month).", false},
				{"price_month", "The month that price was paid, YYYY-MM (with price_usd_per_cuyd).", false},
				{"zip", "5-digit ZIP code of the site, for the local wage of cement masons (optional).", false},
			},
			uses: []promptUse{
				{Tool: "calc_concrete_yards", Args: []string{"length_ft", "width_ft", "depth_in", "waste_factor"},
					Reads: []string{"cubic_yards", "bags_60lb", "bags_80lb", "code_reference"}},
				{Tool: "costs_materials", Args: []string{"category"}, Reads: []string{"period"}},
				{Tool: "costs_escalate", Args: []string{"category", "amount_usd", "from", "to"},
					Reads: []string{"escalated_amount_usd", "index_from", "index_to", "series", "sources"}},
				{Tool: "costs_labor", Args: []string{"trade", "zip"}, Reads: []string{"wages.hourly_median", "period", "confidence"}},
			},
			text: func(a map[string]string) string {
				t := fill("Size a concrete slab of {length_ft} ft by {width_ft} ft, {depth_in} in thick. "+
					"1. Call calc_concrete_yards with length_ft={length_ft}, width_ft={width_ft}, depth_in={depth_in} and waste_factor=0.10; "+
					"report cubic_yards, bags_60lb, bags_80lb and code_reference. "+
					"2. No tool of this server carries a dollar price for concrete (the costs area publishes price indexes, never prices): do not estimate one. ", a)
				if a["price_usd_per_cuyd"] != "" && a["price_month"] != "" {
					t += fill("The user paid {price_usd_per_cuyd} dollars per cubic yard in {price_month}: call costs_materials with category=concrete and read period "+
						"(the latest month held), then costs_escalate with category=concrete, amount_usd={price_usd_per_cuyd}, from={price_month} and to=that period. "+
						"Report escalated_amount_usd as that price brought forward by the concrete price index, and escalated_amount_usd times cubic_yards for the slab, "+
						"citing index_from, index_to, the series and the sources; say it is the user's price moved by an index, not a quote. ", a)
				} else {
					t += "If the user has a price per cubic yard they paid and its month, it can be brought forward with costs_escalate " +
						"(category=concrete, amount_usd, from, and to=the period costs_materials answers for category=concrete); otherwise report that no price is carried. "
				}
				if a["zip"] != "" {
					t += fill("3. Call costs_labor with trade=cement_masons and zip={zip}; report wages.hourly_median with its period and confidence "+
						"as the local hourly wage of cement masons: a wage, not an installed cost (no labor hours are carried). ", a)
				}
				return t
			},
		},
		{
			Name: "stair_code_check", Title: "Check a stair against the adopted code for a ZIP",
			Description: "Finds the residential code edition adopted where the ZIP is, lays the stair out with calc_stairs_rise_run under that edition, and cites the sections.",
			Arguments: []mcpPromptArg{
				{"zip", "5-digit ZIP code of the site.", true},
				{"total_rise_in", "Total rise, finished floor to finished floor, inches.", true},
			},
			uses: []promptUse{
				{Tool: "codes_jurisdiction_applicable", Args: []string{"zip"}, Reads: []string{"codes.code", "codes.edition"}},
				{Tool: "calc_stairs_rise_run", Args: []string{"total_rise_in", "irc_edition"},
					Reads: []string{"riser_height_in", "riser_count", "tread_depth_in", "tread_count", "pass", "checks", "code_reference"}},
				{Tool: "codes_get_section", Args: []string{"code", "section"}, Reads: []string{"title"}},
			},
			text: func(a map[string]string) string {
				return fill("Check a stair with a total rise of {total_rise_in} in for a house in ZIP {zip}. "+
					"1. Call codes_jurisdiction_applicable with zip={zip} and read which IRC edition is adopted there (the codes entry whose code is IRC, its edition). "+
					"2. Call calc_stairs_rise_run with total_rise_in={total_rise_in} and irc_edition set to that edition when it is 2021 or 2024 "+
					"(otherwise use 2021 and say the adopted edition differs). "+
					"3. For each section in code_reference, call codes_get_section with code=irc and section set to its number, and quote its title. "+
					"Report riser_height_in, riser_count, tread_depth_in, tread_count, whether the layout passes (pass, and each of the checks), and the sections cited.", a)
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
