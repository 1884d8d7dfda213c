from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_hvac_efficiency_input_equipment import CalcHvacEfficiencyInputEquipment
from ..models.calc_hvac_efficiency_input_region import CalcHvacEfficiencyInputRegion
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcHvacEfficiencyInput")



@_attrs_define
class CalcHvacEfficiencyInput:
    """ 
        Attributes:
            cooling_capacity_btuh (float): Rated cooling capacity, Btu/h (federal residential standards cover units under
                65,000 Btu/h).
            cooling_hours_yr (float): Equivalent full-load cooling hours per year at the site.
            electricity_rate_usd (float): Electricity price, US dollars per kWh.
            equipment (CalcHvacEfficiencyInputEquipment): Equipment class (single-phase, under 65,000 Btu/h).
            seer2 (float): Rated SEER2 of the proposed unit (AHRI directory or EnergyGuide label).
            compare_hspf2 (Any | Unset): HSPF2 of the heat pump to compare with; 0 compares with the federal minimum.
                Default: 0.
            compare_seer2 (Any | Unset): SEER2 of the unit to compare with (an existing or alternative unit); 0 compares
                with the federal minimum. Default: 0.
            eer2 (float | Unset): Rated EER2 of the proposed unit (AHRI directory); required (5 or more) for an air
                conditioner in the Southwest, whose regional standard adds an EER2 minimum; checked wherever given and a minimum
                applies, ignored otherwise. Default: 0.0.
            heating_capacity_btuh (float | Unset): Rated heating capacity of the heat pump, Btu/h; 0 uses the cooling
                capacity. Default: 0.0.
            heating_hours_yr (float | Unset): Equivalent full-load heating hours per year (heat pumps only). Default: 0.0.
            hspf2 (float | Unset): Rated HSPF2 of the proposed heat pump; required (> 0) for heat pumps, ignored otherwise.
                Default: 0.0.
            region (CalcHvacEfficiencyInputRegion | Unset): DOE region of the installation (split air conditioners have
                regional minimums). Default: CalcHvacEfficiencyInputRegion.NORTH.
     """

    cooling_capacity_btuh: float
    cooling_hours_yr: float
    electricity_rate_usd: float
    equipment: CalcHvacEfficiencyInputEquipment
    seer2: float
    compare_hspf2: Any | Unset = 0
    compare_seer2: Any | Unset = 0
    eer2: float | Unset = 0.0
    heating_capacity_btuh: float | Unset = 0.0
    heating_hours_yr: float | Unset = 0.0
    hspf2: float | Unset = 0.0
    region: CalcHvacEfficiencyInputRegion | Unset = CalcHvacEfficiencyInputRegion.NORTH





    def to_dict(self) -> dict[str, Any]:
        cooling_capacity_btuh = self.cooling_capacity_btuh

        cooling_hours_yr = self.cooling_hours_yr

        electricity_rate_usd = self.electricity_rate_usd

        equipment = self.equipment.value

        seer2 = self.seer2

        compare_hspf2: Any | Unset
        if isinstance(self.compare_hspf2, Unset):
            compare_hspf2 = UNSET
        else:
            compare_hspf2 = self.compare_hspf2

        compare_seer2: Any | Unset
        if isinstance(self.compare_seer2, Unset):
            compare_seer2 = UNSET
        else:
            compare_seer2 = self.compare_seer2

        eer2 = self.eer2

        heating_capacity_btuh = self.heating_capacity_btuh

        heating_hours_yr = self.heating_hours_yr

        hspf2 = self.hspf2

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cooling_capacity_btuh": cooling_capacity_btuh,
            "cooling_hours_yr": cooling_hours_yr,
            "electricity_rate_usd": electricity_rate_usd,
            "equipment": equipment,
            "seer2": seer2,
        })
        if compare_hspf2 is not UNSET:
            field_dict["compare_hspf2"] = compare_hspf2
        if compare_seer2 is not UNSET:
            field_dict["compare_seer2"] = compare_seer2
        if eer2 is not UNSET:
            field_dict["eer2"] = eer2
        if heating_capacity_btuh is not UNSET:
            field_dict["heating_capacity_btuh"] = heating_capacity_btuh
        if heating_hours_yr is not UNSET:
            field_dict["heating_hours_yr"] = heating_hours_yr
        if hspf2 is not UNSET:
            field_dict["hspf2"] = hspf2
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cooling_capacity_btuh = d.pop("cooling_capacity_btuh")

        cooling_hours_yr = d.pop("cooling_hours_yr")

        electricity_rate_usd = d.pop("electricity_rate_usd")

        equipment = CalcHvacEfficiencyInputEquipment(d.pop("equipment"))




        seer2 = d.pop("seer2")

        def _parse_compare_hspf2(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        compare_hspf2 = _parse_compare_hspf2(d.pop("compare_hspf2", UNSET))


        def _parse_compare_seer2(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        compare_seer2 = _parse_compare_seer2(d.pop("compare_seer2", UNSET))


        eer2 = d.pop("eer2", UNSET)

        heating_capacity_btuh = d.pop("heating_capacity_btuh", UNSET)

        heating_hours_yr = d.pop("heating_hours_yr", UNSET)

        hspf2 = d.pop("hspf2", UNSET)

        _region = d.pop("region", UNSET)
        region: CalcHvacEfficiencyInputRegion | Unset
        if isinstance(_region,  Unset):
            region = UNSET
        else:
            region = CalcHvacEfficiencyInputRegion(_region)




        calc_hvac_efficiency_input = cls(
            cooling_capacity_btuh=cooling_capacity_btuh,
            cooling_hours_yr=cooling_hours_yr,
            electricity_rate_usd=electricity_rate_usd,
            equipment=equipment,
            seer2=seer2,
            compare_hspf2=compare_hspf2,
            compare_seer2=compare_seer2,
            eer2=eer2,
            heating_capacity_btuh=heating_capacity_btuh,
            heating_hours_yr=heating_hours_yr,
            hspf2=hspf2,
            region=region,
        )

        return calc_hvac_efficiency_input

