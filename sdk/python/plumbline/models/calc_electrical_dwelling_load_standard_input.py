from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_dwelling_load_standard_input_nec_edition import CalcElectricalDwellingLoadStandardInputNecEdition
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcElectricalDwellingLoadStandardInput")



@_attrs_define
class CalcElectricalDwellingLoadStandardInput:
    """ 
        Attributes:
            floor_area_sqft (float): Floor area of the dwelling from its outside dimensions, excluding open porches, garages
                and unused or unfinished spaces not adaptable for future use (NEC 220.5(C)), square feet.
            cooling_va (float | Unset): Air-conditioning load, VA. Heating and cooling are noncoincident: only the larger is
                counted (NEC 220.60). Default: 0.0.
            dryer_kw (float | Unset): Nameplate rating of the electric clothes dryer, kW; 0 for none. Counted at 5 kW or the
                nameplate, whichever is larger (NEC 220.54). Default: 0.0.
            fixed_appliances_120v_va (float | Unset): The part of fixed_appliances_va connected line to neutral (120 V),
                which loads the neutral (220.61(A)); -1 (the default) counts every fixed appliance on the neutral, the
                conservative reading. Give 0 when all are 240 V; more than the fixed appliances' total counts as all of them.
                Default: -1.0.
            fixed_appliances_va (list[float] | Unset): Nameplate rating of each appliance fastened in place rated 1/4 hp or
                500 W or more (water heater, dishwasher, disposal, compactor...), VA; not cooking appliances over 1.75 kW,
                dryers, space heating, air conditioning or EV supply equipment, which 220.53 excludes. Four or more are taken at
                75 % (NEC 220.53).
            heating_va (float | Unset): Fixed electric space heating at 100 % of its rating (NEC 220.51), VA. Default: 0.0.
            largest_motor_va (float | Unset): Rating of the largest motor (or hermetic compressor) in the loads above, VA;
                25 % of it is added (NEC 220.50(A), 430.24). Default: 0.0.
            laundry_circuits (int | Unset): 20 A laundry branch circuits (NEC 210.11(C)(2)); each counts 1500 VA
                (220.52(B)). Default: 1.
            nec_edition (CalcElectricalDwellingLoadStandardInputNecEdition | Unset): NEC edition applied: 2023 (the tables
                carried are NEC 2023's). Default: CalcElectricalDwellingLoadStandardInputNecEdition.VALUE_0.
            ranges_kw (list[float] | Unset): Nameplate rating of each household range, wall-mounted oven, counter-mounted
                cooking unit or other cooking appliance rated over 1.75 kW, kW (= kVA). Their demand is Table 220.55 Column C
                for their number, raised 5 % per kW or major fraction by which their average rating (12 kW for any smaller one)
                exceeds 12 kW (Notes 1 and 2); ranges over 27 kW are outside the table.
            small_appliance_circuits (int | Unset): 20 A small-appliance branch circuits; a dwelling has at least two (NEC
                210.11(C)(1)). Each counts 1500 VA (220.52(A)). Default: 2.
            voltage_v (float | Unset): Service or feeder voltage the load is divided by, volts: 240 for a 120/240 V single-
                phase service. Default: 240.0.
     """

    floor_area_sqft: float
    cooling_va: float | Unset = 0.0
    dryer_kw: float | Unset = 0.0
    fixed_appliances_120v_va: float | Unset = -1.0
    fixed_appliances_va: list[float] | Unset = UNSET
    heating_va: float | Unset = 0.0
    largest_motor_va: float | Unset = 0.0
    laundry_circuits: int | Unset = 1
    nec_edition: CalcElectricalDwellingLoadStandardInputNecEdition | Unset = CalcElectricalDwellingLoadStandardInputNecEdition.VALUE_0
    ranges_kw: list[float] | Unset = UNSET
    small_appliance_circuits: int | Unset = 2
    voltage_v: float | Unset = 240.0





    def to_dict(self) -> dict[str, Any]:
        floor_area_sqft = self.floor_area_sqft

        cooling_va = self.cooling_va

        dryer_kw = self.dryer_kw

        fixed_appliances_120v_va = self.fixed_appliances_120v_va

        fixed_appliances_va: list[float] | Unset = UNSET
        if not isinstance(self.fixed_appliances_va, Unset):
            fixed_appliances_va = self.fixed_appliances_va



        heating_va = self.heating_va

        largest_motor_va = self.largest_motor_va

        laundry_circuits = self.laundry_circuits

        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value


        ranges_kw: list[float] | Unset = UNSET
        if not isinstance(self.ranges_kw, Unset):
            ranges_kw = self.ranges_kw



        small_appliance_circuits = self.small_appliance_circuits

        voltage_v = self.voltage_v


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "floor_area_sqft": floor_area_sqft,
        })
        if cooling_va is not UNSET:
            field_dict["cooling_va"] = cooling_va
        if dryer_kw is not UNSET:
            field_dict["dryer_kw"] = dryer_kw
        if fixed_appliances_120v_va is not UNSET:
            field_dict["fixed_appliances_120v_va"] = fixed_appliances_120v_va
        if fixed_appliances_va is not UNSET:
            field_dict["fixed_appliances_va"] = fixed_appliances_va
        if heating_va is not UNSET:
            field_dict["heating_va"] = heating_va
        if largest_motor_va is not UNSET:
            field_dict["largest_motor_va"] = largest_motor_va
        if laundry_circuits is not UNSET:
            field_dict["laundry_circuits"] = laundry_circuits
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition
        if ranges_kw is not UNSET:
            field_dict["ranges_kw"] = ranges_kw
        if small_appliance_circuits is not UNSET:
            field_dict["small_appliance_circuits"] = small_appliance_circuits
        if voltage_v is not UNSET:
            field_dict["voltage_v"] = voltage_v

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor_area_sqft = d.pop("floor_area_sqft")

        cooling_va = d.pop("cooling_va", UNSET)

        dryer_kw = d.pop("dryer_kw", UNSET)

        fixed_appliances_120v_va = d.pop("fixed_appliances_120v_va", UNSET)

        fixed_appliances_va = cast(list[float], d.pop("fixed_appliances_va", UNSET))


        heating_va = d.pop("heating_va", UNSET)

        largest_motor_va = d.pop("largest_motor_va", UNSET)

        laundry_circuits = d.pop("laundry_circuits", UNSET)

        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalDwellingLoadStandardInputNecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalDwellingLoadStandardInputNecEdition(_nec_edition)




        ranges_kw = cast(list[float], d.pop("ranges_kw", UNSET))


        small_appliance_circuits = d.pop("small_appliance_circuits", UNSET)

        voltage_v = d.pop("voltage_v", UNSET)

        calc_electrical_dwelling_load_standard_input = cls(
            floor_area_sqft=floor_area_sqft,
            cooling_va=cooling_va,
            dryer_kw=dryer_kw,
            fixed_appliances_120v_va=fixed_appliances_120v_va,
            fixed_appliances_va=fixed_appliances_va,
            heating_va=heating_va,
            largest_motor_va=largest_motor_va,
            laundry_circuits=laundry_circuits,
            nec_edition=nec_edition,
            ranges_kw=ranges_kw,
            small_appliance_circuits=small_appliance_circuits,
            voltage_v=voltage_v,
        )

        return calc_electrical_dwelling_load_standard_input

