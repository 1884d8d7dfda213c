from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.labor_estimate_confidence import LaborEstimateConfidence
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.labor_estimate_inputs import LaborEstimateInputs
  from ..models.labor_estimate_location_factor_type_0 import LaborEstimateLocationFactorType0
  from ..models.labor_estimate_paired_trades_item import LaborEstimatePairedTradesItem
  from ..models.labor_estimate_query import LaborEstimateQuery
  from ..models.labor_estimate_sources_item import LaborEstimateSourcesItem
  from ..models.labor_estimate_trade import LaborEstimateTrade
  from ..models.labor_estimate_wage_area import LaborEstimateWageArea
  from ..models.labor_estimate_wages import LaborEstimateWages





T = TypeVar("T", bound="LaborEstimate")



@_attrs_define
class LaborEstimate:
    """ 
        Example:
            {'all_trades_share_ratio': 1.594, 'all_trades_share_ratio_note': "The trade's published median over the all-
                occupations median of the same area and release (May 2023,
                costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv).", 'bid_markup_factor_note': "null: no data set we
                hold measures the ratio of a contractor's billed labor rate to the wage. The public pieces that would bound it
                (BLS Employer Costs for Employee Compensation for the benefits share, Census Economic Census gross margins of
                NAICS 238 for overhead and profit) are not carried; we do not publish a number without them.",
                'bid_markup_factor_range': None, 'confidence': 'measured', 'confidence_reason': 'A published OEWS cell exists
                for this area and occupation (May 2023, costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv). It is one
                year older than the national May 2024 figures; no adjustment is applied.', 'dataset_version': '(the dataset
                version)', 'degenerate_msa': False, 'degenerate_msa_note': "false: the cell is the area's own published
                estimate.", 'inputs': {'oews_cell': {'annual_mean': '72710', 'annual_median': '77400', 'annual_only': False,
                'annual_p25': '52440', 'annual_p75': '86290', 'area': '15380', 'area_title': 'Buffalo-Cheektowaga-Niagara Falls,
                NY', 'area_type': 'metro', 'emp_prse': '3', 'employment': '2310', 'file':
                'costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv', 'hourly_mean': '34.96', 'hourly_median': '37.21',
                'hourly_p25': '25.21', 'hourly_p75': '41.49', 'line': 1414, 'mean_prse': '1.6', 'period': 'May 2023', 'soc':
                '47-2111', 'title': 'Electricians'}}, 'limitations_note': "OEWS published cells held, by release: May 2024: 21
                metropolitan areas; May 2023: 12 metropolitan areas; 2022 (approximate; WA ESD label): 13 metropolitan, 2
                nonmetropolitan areas; May 2015: 11 metropolitan areas. 46 metropolitan areas have a current published cell for
                at least one trade; where an area has none the figure is derived from DOL OFLC prevailing-wage levels, and a
                cell more than 3 years older than the newest national release is used only as a cross-check. QCEW 2020 county
                rows are held for 5 counties and no state, so the state step never runs. Wages are not adjusted between
                vintages; `plumbline data pull` brings the publishers' complete releases.", 'location_factor': {'compared': 'May
                2023 place median over the May 2024 national (cross-industry) median', 'national_median': 29.98,
                'national_period': 'May 2024', 'place_median': 37.21, 'place_period': 'May 2023', 'value': 1.241},
                'location_factor_note': "The two vintages differ: the place's figure (May 2023) is older than the national one
                (May 2024); wages rose between them, so the factor understates the place's current level by roughly the wage
                growth in between.", 'methodology': 'The published OEWS percentiles, as published.', 'paired_trades': [],
                'period': 'May 2023', 'query': {'msa': '15380', 'trade': 'electricians'}, 'see_also': ['/v1/costs/sources/oews',
                '/v1/costs/sources/qcew', '/v1/costs/list'], 'sources': [{'file':
                'costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv', 'period': 'May 2023', 'publisher': 'U.S. Bureau
                of Labor Statistics, OEWS'}, {'file': 'costs/oews/oews_national_M2024_all_occupations.csv', 'period': 'May
                2024', 'publisher': 'U.S. Bureau of Labor Statistics, OEWS'}], 'systematic_error_note': 'null: a published
                estimate carries sampling error (inputs.oews_cell.mean_prse, the relative standard error of the mean wage), not
                a systematic error we can measure.', 'systematic_error_pct_range': None, 'trade': {'id': 'electricians',
                'naics': '23821', 'naics_title': 'Electrical contractors and other wiring installation contractors', 'soc':
                '47-2111', 'title': 'Electricians'}, 'wage_area': {'code': '15380', 'confidence': 'measured', 'kind': 'metro',
                'title': 'Buffalo-Cheektowaga, NY'}, 'wage_vs_bid_note': "These are wages paid to employees (OEWS: straight-time
                gross pay, excluding overtime premiums, benefits and employer payroll taxes). A contractor's billed hourly rate
                adds benefits, payroll taxes and insurance, overhead and profit, so it is well above the wage; the gap varies by
                trade, firm and market. We hold no public data measuring it (see bid_markup_factor_note).", 'wages':
                {'currency': 'USD', 'employment': 2310, 'hourly_median': 37.21, 'hourly_p25': 25.21, 'hourly_p75': 41.49,
                'unit': 'hour'}}

        Attributes:
            all_trades_share_ratio (float | None):
            bid_markup_factor_range (list[float] | None):
            confidence (LaborEstimateConfidence): measured: a published OEWS cell for the place asked (a metro, or a county
                that is its whole wage area); derived_industry_method: the area's figure scaled by county QCEW pay (the chain's
                county or state step); derived: from OFLC levels (or a stale cell); interpolated: a wider area's published
                figure (the metro's, or the state's or nation's where the area has none) assigned to a county or ZIP inside it.
            confidence_reason (str):
            dataset_version (str):
            degenerate_msa (bool):
            inputs (LaborEstimateInputs): Everything needed to recompute the figure: oews_cell, oflc_levels, calibration,
                county, chain, area_wages and qcew (the figure before the county step, the rows, the exact ratio and the
                formula), zip.
            limitations_note (str):
            location_factor (LaborEstimateLocationFactorType0 | None):
            methodology (str):
            paired_trades (list[LaborEstimatePairedTradesItem]):
            period (str):
            query (LaborEstimateQuery):
            see_also (list[str]):
            sources (list[LaborEstimateSourcesItem]):
            systematic_error_pct_range (list[float] | None):
            trade (LaborEstimateTrade):
            wage_area (LaborEstimateWageArea):
            wage_vs_bid_note (str):
            wages (LaborEstimateWages):
            all_trades_share_ratio_note (str | Unset):
            bid_markup_factor_note (str | Unset):
            degenerate_msa_note (str | Unset):
            employment_note (str | Unset): County and ZIP answers: why employment is null, and the wage area's employment.
            location_factor_note (str | Unset):
            resolved_county_fips (str | Unset):
            resolved_county_name (str | Unset):
            resolved_msa_code (str | Unset):
            systematic_error_note (str | Unset):
     """

    all_trades_share_ratio: float | None
    bid_markup_factor_range: list[float] | None
    confidence: LaborEstimateConfidence
    confidence_reason: str
    dataset_version: str
    degenerate_msa: bool
    inputs: LaborEstimateInputs
    limitations_note: str
    location_factor: LaborEstimateLocationFactorType0 | None
    methodology: str
    paired_trades: list[LaborEstimatePairedTradesItem]
    period: str
    query: LaborEstimateQuery
    see_also: list[str]
    sources: list[LaborEstimateSourcesItem]
    systematic_error_pct_range: list[float] | None
    trade: LaborEstimateTrade
    wage_area: LaborEstimateWageArea
    wage_vs_bid_note: str
    wages: LaborEstimateWages
    all_trades_share_ratio_note: str | Unset = UNSET
    bid_markup_factor_note: str | Unset = UNSET
    degenerate_msa_note: str | Unset = UNSET
    employment_note: str | Unset = UNSET
    location_factor_note: str | Unset = UNSET
    resolved_county_fips: str | Unset = UNSET
    resolved_county_name: str | Unset = UNSET
    resolved_msa_code: str | Unset = UNSET
    systematic_error_note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.labor_estimate_inputs import LaborEstimateInputs
        from ..models.labor_estimate_location_factor_type_0 import LaborEstimateLocationFactorType0
        from ..models.labor_estimate_paired_trades_item import LaborEstimatePairedTradesItem
        from ..models.labor_estimate_query import LaborEstimateQuery
        from ..models.labor_estimate_sources_item import LaborEstimateSourcesItem
        from ..models.labor_estimate_trade import LaborEstimateTrade
        from ..models.labor_estimate_wage_area import LaborEstimateWageArea
        from ..models.labor_estimate_wages import LaborEstimateWages
        all_trades_share_ratio: float | None
        all_trades_share_ratio = self.all_trades_share_ratio

        bid_markup_factor_range: list[float] | None
        if isinstance(self.bid_markup_factor_range, list):
            bid_markup_factor_range = self.bid_markup_factor_range


        else:
            bid_markup_factor_range = self.bid_markup_factor_range

        confidence = self.confidence.value

        confidence_reason = self.confidence_reason

        dataset_version = self.dataset_version

        degenerate_msa = self.degenerate_msa

        inputs = self.inputs.to_dict()

        limitations_note = self.limitations_note

        location_factor: dict[str, Any] | None
        if isinstance(self.location_factor, LaborEstimateLocationFactorType0):
            location_factor = self.location_factor.to_dict()
        else:
            location_factor = self.location_factor

        methodology = self.methodology

        paired_trades = []
        for paired_trades_item_data in self.paired_trades:
            paired_trades_item = paired_trades_item_data.to_dict()
            paired_trades.append(paired_trades_item)



        period = self.period

        query = self.query.to_dict()

        see_also = self.see_also



        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)



        systematic_error_pct_range: list[float] | None
        if isinstance(self.systematic_error_pct_range, list):
            systematic_error_pct_range = self.systematic_error_pct_range


        else:
            systematic_error_pct_range = self.systematic_error_pct_range

        trade = self.trade.to_dict()

        wage_area = self.wage_area.to_dict()

        wage_vs_bid_note = self.wage_vs_bid_note

        wages = self.wages.to_dict()

        all_trades_share_ratio_note = self.all_trades_share_ratio_note

        bid_markup_factor_note = self.bid_markup_factor_note

        degenerate_msa_note = self.degenerate_msa_note

        employment_note = self.employment_note

        location_factor_note = self.location_factor_note

        resolved_county_fips = self.resolved_county_fips

        resolved_county_name = self.resolved_county_name

        resolved_msa_code = self.resolved_msa_code

        systematic_error_note = self.systematic_error_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "all_trades_share_ratio": all_trades_share_ratio,
            "bid_markup_factor_range": bid_markup_factor_range,
            "confidence": confidence,
            "confidence_reason": confidence_reason,
            "dataset_version": dataset_version,
            "degenerate_msa": degenerate_msa,
            "inputs": inputs,
            "limitations_note": limitations_note,
            "location_factor": location_factor,
            "methodology": methodology,
            "paired_trades": paired_trades,
            "period": period,
            "query": query,
            "see_also": see_also,
            "sources": sources,
            "systematic_error_pct_range": systematic_error_pct_range,
            "trade": trade,
            "wage_area": wage_area,
            "wage_vs_bid_note": wage_vs_bid_note,
            "wages": wages,
        })
        if all_trades_share_ratio_note is not UNSET:
            field_dict["all_trades_share_ratio_note"] = all_trades_share_ratio_note
        if bid_markup_factor_note is not UNSET:
            field_dict["bid_markup_factor_note"] = bid_markup_factor_note
        if degenerate_msa_note is not UNSET:
            field_dict["degenerate_msa_note"] = degenerate_msa_note
        if employment_note is not UNSET:
            field_dict["employment_note"] = employment_note
        if location_factor_note is not UNSET:
            field_dict["location_factor_note"] = location_factor_note
        if resolved_county_fips is not UNSET:
            field_dict["resolved_county_fips"] = resolved_county_fips
        if resolved_county_name is not UNSET:
            field_dict["resolved_county_name"] = resolved_county_name
        if resolved_msa_code is not UNSET:
            field_dict["resolved_msa_code"] = resolved_msa_code
        if systematic_error_note is not UNSET:
            field_dict["systematic_error_note"] = systematic_error_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.labor_estimate_inputs import LaborEstimateInputs
        from ..models.labor_estimate_location_factor_type_0 import LaborEstimateLocationFactorType0
        from ..models.labor_estimate_paired_trades_item import LaborEstimatePairedTradesItem
        from ..models.labor_estimate_query import LaborEstimateQuery
        from ..models.labor_estimate_sources_item import LaborEstimateSourcesItem
        from ..models.labor_estimate_trade import LaborEstimateTrade
        from ..models.labor_estimate_wage_area import LaborEstimateWageArea
        from ..models.labor_estimate_wages import LaborEstimateWages
        d = dict(src_dict)
        def _parse_all_trades_share_ratio(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        all_trades_share_ratio = _parse_all_trades_share_ratio(d.pop("all_trades_share_ratio"))


        def _parse_bid_markup_factor_range(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bid_markup_factor_range_type_0 = cast(list[float], data)

                return bid_markup_factor_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        bid_markup_factor_range = _parse_bid_markup_factor_range(d.pop("bid_markup_factor_range"))


        confidence = LaborEstimateConfidence(d.pop("confidence"))




        confidence_reason = d.pop("confidence_reason")

        dataset_version = d.pop("dataset_version")

        degenerate_msa = d.pop("degenerate_msa")

        inputs = LaborEstimateInputs.from_dict(d.pop("inputs"))




        limitations_note = d.pop("limitations_note")

        def _parse_location_factor(data: object) -> LaborEstimateLocationFactorType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                location_factor_type_0 = LaborEstimateLocationFactorType0.from_dict(data)



                return location_factor_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LaborEstimateLocationFactorType0 | None, data)

        location_factor = _parse_location_factor(d.pop("location_factor"))


        methodology = d.pop("methodology")

        paired_trades = []
        _paired_trades = d.pop("paired_trades")
        for paired_trades_item_data in (_paired_trades):
            paired_trades_item = LaborEstimatePairedTradesItem.from_dict(paired_trades_item_data)



            paired_trades.append(paired_trades_item)


        period = d.pop("period")

        query = LaborEstimateQuery.from_dict(d.pop("query"))




        see_also = cast(list[str], d.pop("see_also"))


        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = LaborEstimateSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        def _parse_systematic_error_pct_range(data: object) -> list[float] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                systematic_error_pct_range_type_0 = cast(list[float], data)

                return systematic_error_pct_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None, data)

        systematic_error_pct_range = _parse_systematic_error_pct_range(d.pop("systematic_error_pct_range"))


        trade = LaborEstimateTrade.from_dict(d.pop("trade"))




        wage_area = LaborEstimateWageArea.from_dict(d.pop("wage_area"))




        wage_vs_bid_note = d.pop("wage_vs_bid_note")

        wages = LaborEstimateWages.from_dict(d.pop("wages"))




        all_trades_share_ratio_note = d.pop("all_trades_share_ratio_note", UNSET)

        bid_markup_factor_note = d.pop("bid_markup_factor_note", UNSET)

        degenerate_msa_note = d.pop("degenerate_msa_note", UNSET)

        employment_note = d.pop("employment_note", UNSET)

        location_factor_note = d.pop("location_factor_note", UNSET)

        resolved_county_fips = d.pop("resolved_county_fips", UNSET)

        resolved_county_name = d.pop("resolved_county_name", UNSET)

        resolved_msa_code = d.pop("resolved_msa_code", UNSET)

        systematic_error_note = d.pop("systematic_error_note", UNSET)

        labor_estimate = cls(
            all_trades_share_ratio=all_trades_share_ratio,
            bid_markup_factor_range=bid_markup_factor_range,
            confidence=confidence,
            confidence_reason=confidence_reason,
            dataset_version=dataset_version,
            degenerate_msa=degenerate_msa,
            inputs=inputs,
            limitations_note=limitations_note,
            location_factor=location_factor,
            methodology=methodology,
            paired_trades=paired_trades,
            period=period,
            query=query,
            see_also=see_also,
            sources=sources,
            systematic_error_pct_range=systematic_error_pct_range,
            trade=trade,
            wage_area=wage_area,
            wage_vs_bid_note=wage_vs_bid_note,
            wages=wages,
            all_trades_share_ratio_note=all_trades_share_ratio_note,
            bid_markup_factor_note=bid_markup_factor_note,
            degenerate_msa_note=degenerate_msa_note,
            employment_note=employment_note,
            location_factor_note=location_factor_note,
            resolved_county_fips=resolved_county_fips,
            resolved_county_name=resolved_county_name,
            resolved_msa_code=resolved_msa_code,
            systematic_error_note=systematic_error_note,
        )


        labor_estimate.additional_properties = d
        return labor_estimate

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
