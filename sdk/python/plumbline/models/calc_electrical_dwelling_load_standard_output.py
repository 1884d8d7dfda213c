from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_dwelling_load_standard_output_steps_item import CalcElectricalDwellingLoadStandardOutputStepsItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalDwellingLoadStandardOutput")



@_attrs_define
class CalcElectricalDwellingLoadStandardOutput:
    """ The results of calc_electrical_dwelling_load_standard and, unless Prefer: return=minimal, the input and output
    schemas.

        Attributes:
            code_reference (str): Article 220 (NEC 220), whose Part III is the standard feeder and service calculation; each
                step cites its own section.
            dryer_va (float): Dryer load: 5000 VA or the nameplate, whichever is larger (220.54); 0 for none.
            fixed_appliance_factor (float): Demand factor applied to the fixed appliances: 0.75 for four or more, else 1
                (220.53).
            heating_cooling_counted (str): heating, cooling or none: which of the noncoincident loads is counted.
            heating_cooling_va (float): The larger of heating_va and cooling_va (220.60), VA.
            lighting_demand_va (float): General lighting, small-appliance and laundry load after Table 220.45 (first 3000 VA
                at 100 %, 3001 to 120 000 VA at 35 %, the rest at 25 %), VA.
            min_service_rating (str): Smallest NEC 240.6(A) standard rating that carries service_a, never below 100 A for a
                one-family dwelling (NEC 230.79(C)).
            nec_edition_used (str): NEC edition applied.
            neutral_a (float): neutral_va / voltage_v, amperes.
            neutral_va (float): Feeder or service neutral load (220.61): the lighting demand, the fixed appliances on 120 V,
                cooking and dryer demand at 70 % (220.61(B)(1)), and the rest over 200 A at 70 % (220.61(B)(2)), VA. Heating,
                cooling and motors at 240 V load no neutral.
            range_demand_va (float): Cooking appliance demand from Table 220.55 Column C with Notes 1 and 2, VA.
            service_a (float): total_va / voltage_v, amperes.
            steps (list[CalcElectricalDwellingLoadStandardOutputStepsItem]): Each load of the calculation in the order of
                NEC Annex D Example D1: general lighting and receptacles, small-appliance and laundry circuits (together under
                the Table 220.45 demand factors), fixed appliances, dryer, cooking appliances, heating or cooling, 25 % of the
                largest motor. Loads that are absent appear with 0.
            total_va (float): Net calculated load of the feeder or service, the sum of the steps' demand, VA.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    dryer_va: float
    fixed_appliance_factor: float
    heating_cooling_counted: str
    heating_cooling_va: float
    lighting_demand_va: float
    min_service_rating: str
    nec_edition_used: str
    neutral_a: float
    neutral_va: float
    range_demand_va: float
    service_a: float
    steps: list[CalcElectricalDwellingLoadStandardOutputStepsItem]
    total_va: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_dwelling_load_standard_output_steps_item import CalcElectricalDwellingLoadStandardOutputStepsItem
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        dryer_va = self.dryer_va

        fixed_appliance_factor = self.fixed_appliance_factor

        heating_cooling_counted = self.heating_cooling_counted

        heating_cooling_va = self.heating_cooling_va

        lighting_demand_va = self.lighting_demand_va

        min_service_rating = self.min_service_rating

        nec_edition_used = self.nec_edition_used

        neutral_a = self.neutral_a

        neutral_va = self.neutral_va

        range_demand_va = self.range_demand_va

        service_a = self.service_a

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        total_va = self.total_va

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "dryer_va": dryer_va,
            "fixed_appliance_factor": fixed_appliance_factor,
            "heating_cooling_counted": heating_cooling_counted,
            "heating_cooling_va": heating_cooling_va,
            "lighting_demand_va": lighting_demand_va,
            "min_service_rating": min_service_rating,
            "nec_edition_used": nec_edition_used,
            "neutral_a": neutral_a,
            "neutral_va": neutral_va,
            "range_demand_va": range_demand_va,
            "service_a": service_a,
            "steps": steps,
            "total_va": total_va,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_dwelling_load_standard_output_steps_item import CalcElectricalDwellingLoadStandardOutputStepsItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        dryer_va = d.pop("dryer_va")

        fixed_appliance_factor = d.pop("fixed_appliance_factor")

        heating_cooling_counted = d.pop("heating_cooling_counted")

        heating_cooling_va = d.pop("heating_cooling_va")

        lighting_demand_va = d.pop("lighting_demand_va")

        min_service_rating = d.pop("min_service_rating")

        nec_edition_used = d.pop("nec_edition_used")

        neutral_a = d.pop("neutral_a")

        neutral_va = d.pop("neutral_va")

        range_demand_va = d.pop("range_demand_va")

        service_a = d.pop("service_a")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = CalcElectricalDwellingLoadStandardOutputStepsItem.from_dict(steps_item_data)



            steps.append(steps_item)


        total_va = d.pop("total_va")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_dwelling_load_standard_output = cls(
            code_reference=code_reference,
            dryer_va=dryer_va,
            fixed_appliance_factor=fixed_appliance_factor,
            heating_cooling_counted=heating_cooling_counted,
            heating_cooling_va=heating_cooling_va,
            lighting_demand_va=lighting_demand_va,
            min_service_rating=min_service_rating,
            nec_edition_used=nec_edition_used,
            neutral_a=neutral_a,
            neutral_va=neutral_va,
            range_demand_va=range_demand_va,
            service_a=service_a,
            steps=steps,
            total_va=total_va,
            schemas=schemas,
        )


        calc_electrical_dwelling_load_standard_output.additional_properties = d
        return calc_electrical_dwelling_load_standard_output

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
