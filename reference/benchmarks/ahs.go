package benchmarks

import (
	"slices"
	"strconv"
)

// AHSMap is a benchmark type the AHS project file prices, and the JOBTYPE
// codes whose jobs it takes. Only codes whose meaning a reachable reading
// of the codebook confirms are mapped (docs/benchmarks-remodel.md).
type AHSMap struct {
	Slug     string
	JobTypes []string
	Label    string // the codes and the codebook's words for them
	// Scope is how the code's jobs differ from the type's scope norm: AHS
	// does not size or grade a job, and some codes count more than the
	// type names. Said in every answer.
	Scope string
}

// AHSMappings: the JOBTYPE labels of the 2015–2023 files as the AHS
// codebook words them, quoted by two unrelated public readers of the real
// project.csv (docs/benchmarks-remodel.md). A type is mapped only where one
// code is the type's kind of job; codes that mix it with other work are
// mapped only when the type is the larger part and the answer says what
// else the code counts. Not mapped: 18 (doors or windows: REMDB prices
// window_replacement by the window), 23 (wiring, fuse boxes, panels and
// lighting: REMDB prices the 200 A panel), 19 (chimney, stairs or other
// exterior: not painting), and no code is a basement finish or a graded
// (major) kitchen or bathroom.
var AHSMappings = []AHSMap{
	{Slug: "kitchen_remodel_midrange", JobTypes: []string{"13"}, Label: "JOBTYPE 13, remodeled kitchen",
		Scope: "AHS does not grade a job: the quartiles span every professionally done kitchen remodel, which is why only the midrange type carries them"},
	{Slug: "bath_remodel_midrange", JobTypes: []string{"12"}, Label: "JOBTYPE 12, remodeled bathroom",
		Scope: "AHS does not grade or size a job: the quartiles span every professionally done bathroom remodel, of any size, which is why only the midrange type carries them"},
	{Slug: "roof_replacement", JobTypes: []string{"16"}, Label: "JOBTYPE 16, added or replaced roofing",
		Scope: "AHS does not size a job or name its material: the quartiles span every professionally done roofing job, not 30 squares of asphalt shingles"},
	{Slug: "siding_replacement", JobTypes: []string{"17"}, Label: "JOBTYPE 17, added or replaced siding",
		Scope: "AHS does not size a job or name its material: the quartiles span every professionally done siding job, whole houses and parts"},
	{Slug: "flooring_replacement", JobTypes: []string{"25"}, Label: "JOBTYPE 25, installed carpeting, flooring, paneling, ceiling tiles or drywall",
		Scope: "the code also counts paneling, ceiling tiles and drywall jobs, and AHS does not size a job: the quartiles span all of them, not a set floor area"},
	{Slug: "deck_addition", JobTypes: []string{"15"}, Label: "JOBTYPE 15, added porch, deck, patio, or terrace",
		Scope: "the code also counts porches, patios and terraces, of any size and material: the quartiles span all of them, not wood decks alone"},
	{Slug: "garage_addition", JobTypes: []string{"14"}, Label: "JOBTYPE 14, added attached garage or carport",
		Scope: "the code also counts carports, and AHS does not size a job: the quartiles span both"},
}

func ahsMapOf(slug string) (AHSMap, bool) {
	for _, m := range AHSMappings {
		if m.Slug == slug {
			return m, true
		}
	}
	return AHSMap{}, false
}

// ahsMinJobs is the fewest professionally done jobs with a reported cost a
// cell needs before its quartiles are published: fewer, and one household's
// weight can move a quartile (plumbline curated threshold).
const ahsMinJobs = 30

// AHSStat is the weighted cost distribution of one benchmark type's jobs in
// one geography ("US" or a Census division "D1".."D9"), in the survey's
// nominal dollars.
type AHSStat struct {
	Slug       string     `json:"project_type"`
	Geo        string     `json:"geo"`
	Year       int        `json:"survey_year"`
	JobTypes   []string   `json:"jobtypes"`
	Jobs       int        `json:"jobs_professional_with_cost"`
	WeightSum  float64    `json:"weight_sum"`
	Quartiles  [3]float64 `json:"cost_usd_p25_p50_p75"`
	DIY        int        `json:"jobs_diy_excluded"`
	NoDoer     int        `json:"jobs_doer_not_reported_excluded"`
	NoCost     int        `json:"jobs_cost_not_reported_excluded"`
	TooFewJobs bool       `json:"too_few_jobs,omitempty"`
	File       string     `json:"file"`
}

// ahsStats computes every mapped type's distribution nationally and by
// division from the pulled jobs.
func ahsStats(jobs []AHSJob, file string) []AHSStat {
	if len(jobs) == 0 {
		return nil
	}
	var out []AHSStat
	for _, m := range AHSMappings {
		for div := 0; div <= 9; div++ { // 0: the nation, then the divisions
			geo := "US"
			if div > 0 {
				geo = "D" + strconv.Itoa(div)
			}
			s := AHSStat{Slug: m.Slug, Geo: geo, JobTypes: m.JobTypes, File: file}
			var vals, ws []float64
			for _, j := range jobs {
				if !slices.Contains(m.JobTypes, j.JobType) || div > 0 && j.Division != div {
					continue
				}
				s.Year = j.Year
				switch {
				case j.DIY == "1":
					s.DIY++
				case j.DIY != "2":
					s.NoDoer++
				case j.CostUSD < 0:
					s.NoCost++
				default:
					vals, ws = append(vals, j.CostUSD), append(ws, j.Weight)
					s.WeightSum += j.Weight
				}
			}
			s.Jobs = len(vals)
			if s.Jobs < ahsMinJobs {
				s.TooFewJobs = true
			} else {
				for i, p := range []float64{0.25, 0.5, 0.75} {
					s.Quartiles[i] = WeightedQuantile(vals, ws, p)
				}
			}
			out = append(out, s)
		}
	}
	return out
}

// divisionName is a Census division's name by number (the one table of
// states, divisions and regions, divisions.go).
func divisionName(code int) string {
	d, _ := DivisionByCode(code)
	return d.Name
}
