package geo

// States are the 50 states and the District of Columbia with their USPS
// codes and FIPS 5-2 codes (Census Bureau, "State FIPS codes", ANSI INCITS
// 38:2009): the jurisdictions of the adoption matrix.
var States = []struct{ Abbr, Name, FIPS string }{
	{"AL", "Alabama", "01"},
	{"AK", "Alaska", "02"},
	{"AZ", "Arizona", "04"},
	{"AR", "Arkansas", "05"},
	{"CA", "California", "06"},
	{"CO", "Colorado", "08"},
	{"CT", "Connecticut", "09"},
	{"DE", "Delaware", "10"},
	{"DC", "District of Columbia", "11"},
	{"FL", "Florida", "12"},
	{"GA", "Georgia", "13"},
	{"HI", "Hawaii", "15"},
	{"ID", "Idaho", "16"},
	{"IL", "Illinois", "17"},
	{"IN", "Indiana", "18"},
	{"IA", "Iowa", "19"},
	{"KS", "Kansas", "20"},
	{"KY", "Kentucky", "21"},
	{"LA", "Louisiana", "22"},
	{"ME", "Maine", "23"},
	{"MD", "Maryland", "24"},
	{"MA", "Massachusetts", "25"},
	{"MI", "Michigan", "26"},
	{"MN", "Minnesota", "27"},
	{"MS", "Mississippi", "28"},
	{"MO", "Missouri", "29"},
	{"MT", "Montana", "30"},
	{"NE", "Nebraska", "31"},
	{"NV", "Nevada", "32"},
	{"NH", "New Hampshire", "33"},
	{"NJ", "New Jersey", "34"},
	{"NM", "New Mexico", "35"},
	{"NY", "New York", "36"},
	{"NC", "North Carolina", "37"},
	{"ND", "North Dakota", "38"},
	{"OH", "Ohio", "39"},
	{"OK", "Oklahoma", "40"},
	{"OR", "Oregon", "41"},
	{"PA", "Pennsylvania", "42"},
	{"RI", "Rhode Island", "44"},
	{"SC", "South Carolina", "45"},
	{"SD", "South Dakota", "46"},
	{"TN", "Tennessee", "47"},
	{"TX", "Texas", "48"},
	{"UT", "Utah", "49"},
	{"VT", "Vermont", "50"},
	{"VA", "Virginia", "51"},
	{"WA", "Washington", "53"},
	{"WV", "West Virginia", "54"},
	{"WI", "Wisconsin", "55"},
	{"WY", "Wyoming", "56"},
}

var (
	stateByAbbr = map[string]string{}
	abbrByFIPS  = map[string]string{}
	fipsByAbbr  = map[string]string{}
)

func init() {
	for _, s := range States {
		stateByAbbr[s.Abbr] = s.Name
		abbrByFIPS[s.FIPS] = s.Abbr
		fipsByAbbr[s.Abbr] = s.FIPS
	}
}

// StateName is the name of a state by its USPS code ("" when it is not one
// of the 50 states or DC).
func StateName(abbr string) string { return stateByAbbr[abbr] }

// StateAbbrByFIPS is the USPS code of a state by its 2-digit FIPS code.
func StateAbbrByFIPS(fips string) string { return abbrByFIPS[fips] }

// StateFIPS is the 2-digit FIPS code of a state by its USPS code ("" when
// it is not one of the 50 states or DC).
func StateFIPS(abbr string) string { return fipsByAbbr[abbr] }
