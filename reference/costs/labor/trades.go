package labor

// Trade is one construction trade served by costs_labor: its OEWS
// occupation (SOC 2018) and the QCEW industry whose county wages stand in
// for the trade's in the county chain (the 5-digit NAICS specialty-trade
// contractor industry that employs most of the occupation, per the OEWS
// industry-by-occupation tables; see docs/decisions.md).
type Trade struct {
	ID    string `json:"id"`
	SOC   string `json:"soc"`
	Title string `json:"title"` // the OEWS occupation title
	NAICS string `json:"naics"` // 5-digit NAICS for the QCEW county step (238 when none fits)
	// NAICSTitle names the NAICS industry.
	NAICSTitle string `json:"naics_title"`
}

// Trades are the 11 trades, in the order costs_list and errors name them.
var Trades = []Trade{
	{"carpenters", "47-2031", "Carpenters", "23813", "Framing contractors"},
	{"electricians", "47-2111", "Electricians", "23821", "Electrical contractors and other wiring installation contractors"},
	{"plumbers", "47-2152", "Plumbers, Pipefitters, and Steamfitters", "23822", "Plumbing, heating, and air-conditioning contractors"},
	{"hvac", "49-9021", "Heating, Air Conditioning, and Refrigeration Mechanics and Installers", "23822", "Plumbing, heating, and air-conditioning contractors"},
	{"roofers", "47-2181", "Roofers", "23816", "Roofing contractors"},
	{"painters", "47-2141", "Painters, Construction and Maintenance", "23832", "Painting and wall covering contractors"},
	{"drywall", "47-2081", "Drywall and Ceiling Tile Installers", "23831", "Drywall and insulation contractors"},
	{"cement_masons", "47-2051", "Cement Masons and Concrete Finishers", "23811", "Poured concrete foundation and structure contractors"},
	{"brickmasons", "47-2021", "Brickmasons and Blockmasons", "23814", "Masonry contractors"},
	{"laborers", "47-2061", "Construction Laborers", "238", "Specialty trade contractors (laborers work across every construction industry: no single 5-digit one)"},
	{"tile_setters", "47-2044", "Tile and Stone Setters", "23834", "Tile and terrazzo contractors"},
}

// TradeIDs are the allowed values of the trade parameter.
func TradeIDs() []string {
	out := make([]string, len(Trades))
	for i, t := range Trades {
		out[i] = t.ID
	}
	return out
}

// TradeByID finds a trade by id.
func TradeByID(id string) (Trade, bool) {
	for _, t := range Trades {
		if t.ID == id {
			return t, true
		}
	}
	return Trade{}, false
}

// pairedTrades are the other served trades contracted under the same
// NAICS industry as t: a contractor quoting one usually carries the other's
// crew, so their wages move together in a bid.
func pairedTrades(t Trade) []string {
	out := []string{}
	for _, o := range Trades {
		if o.ID != t.ID && o.NAICS == t.NAICS {
			out = append(out, o.ID)
		}
	}
	return out
}
