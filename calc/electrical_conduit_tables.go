package calc

// Conduit sizing tables (electrical/conduit-size).
//
// electricalRacewayAreaSqin is NEC Chapter 9 Table 4, total (100 %) internal
// area in square inches by trade size 1/2 to 4 (electricalTradeSizes); 0 where
// the table has no entry (ENT stops at 2). Source: the NEC 2017 Table 4 as
// reproduced in mjk83093/sil (NEC2017_Chapter_9.md, "Total Area 100%" in.²
// column), cross-checked against urdans/eecalcs ConduitProperties: every cell
// carried agrees. The NEC 2023 transcription (CEC-Lang) disagrees on some
// IMC and RMC cells (IMC 1/2 0.384 for 0.342, RMC 3/4 0.533 for 0.549) and
// lists only EMT, RMC, IMC and PVC, so it is not used; the 2023 values are
// assumed unchanged from 2017 (the EMT and PVC-40 rows, which the existing
// conduit-fill calculator read from other sources, agree). 3/8 and 5-6 in
// sizes are not carried.
var electricalRacewayAreaSqin = map[string][]float64{
	"emt":   {0.304, 0.533, 0.864, 1.496, 2.036, 3.356, 5.858, 8.846, 11.545, 14.753},
	"ent":   {0.285, 0.508, 0.832, 1.453, 1.986, 3.291, 0, 0, 0, 0},
	"fmc":   {0.317, 0.533, 0.817, 1.277, 1.858, 3.269, 4.909, 7.069, 9.621, 12.566},
	"imc":   {0.342, 0.586, 0.959, 1.647, 2.225, 3.63, 5.135, 7.922, 10.584, 13.631},
	"lfmc":  {0.314, 0.541, 0.873, 1.528, 1.981, 3.246, 4.881, 7.475, 9.731, 12.692},
	"rmc":   {0.314, 0.549, 0.887, 1.526, 2.071, 3.408, 4.866, 7.499, 10.01, 12.882},
	"pvc40": {0.285, 0.508, 0.832, 1.453, 1.986, 3.291, 4.695, 7.268, 9.737, 12.554},
	"pvc80": {0.217, 0.409, 0.688, 1.237, 1.711, 2.874, 4.119, 6.442, 8.688, 11.258},
}

// electricalXHHWAreaSqin is NEC Chapter 9 Table 5, approximate area of Types
// XHH, XHHW, XHHW-2 in square inches, rows of electricalSizes (18 and 16 AWG
// not listed: 0). Source: NEC 2017 Table 5 in mjk83093/sil and eecalcs
// ConductorProperties XHH: every value 14 AWG-500 kcmil agrees. (The 2023
// transcription gives THHN's figures for 14-8 AWG XHHW, 0.0097 for 0.0139,
// an error the two sources refute.)
var electricalXHHWAreaSqin = []float64{
	0, 0, 0.0139, 0.0181, 0.0243, 0.0437, 0.0590, 0.0814, 0.0962, 0.1146, 0.1534,
	0.1825, 0.2190, 0.2642, 0.3197, 0.3904, 0.4536, 0.5166, 0.5782, 0.6984,
}
