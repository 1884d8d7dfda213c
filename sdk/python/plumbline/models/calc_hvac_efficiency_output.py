from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_hvac_efficiency_output_checks_item import CalcHvacEfficiencyOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcHvacEfficiencyOutput")



@_attrs_define
class CalcHvacEfficiencyOutput:
    """ The results of calc_hvac_efficiency and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            annual_cooling_kwh (float): Proposed unit: capacity × cooling hours / (SEER2 × 1,000), kWh per year.
            annual_cost_usd (float): Proposed unit's annual electricity cost, US dollars.
            annual_heating_kwh (float): Proposed heat pump: heating capacity × heating hours / (HSPF2 × 1,000), kWh per year
                (0 for air conditioners).
            annual_savings_usd (float): compare_cost_usd − annual_cost_usd, US dollars per year (negative when the proposed
                unit costs more).
            checks (list[CalcHvacEfficiencyOutputChecksItem]): SEER2 (and HSPF2 for heat pumps, EER2 for Southwest air
                conditioners) against the federal minimum.
            code_reference (str): The federal regulation setting the minimums.
            compare_cost_usd (float): Comparison unit's annual electricity cost for the same capacity and hours, US dollars.
            compare_hspf2_applied (float): HSPF2 of the comparison heat pump (0 for air conditioners).
            compare_seer2_applied (float): SEER2 of the comparison unit (the federal minimum unless compare_seer2 was
                given).
            minimum_eer2 (float): Southwest regional minimum EER2 (split AC 11.7 under 45,000 Btu/h, 11.2 from 45,000, 9.8
                when rated 15.2 SEER2 or more; single-package AC 10.6); 0 where none applies (other regions, heat pumps).
            minimum_hspf2 (float): Federal minimum HSPF2 (heat pumps; 0 for air conditioners).
            minimum_seer2 (float): Federal minimum SEER2 for the equipment, region and capacity.
            pass_ (bool): True when every check passes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    annual_cooling_kwh: float
    annual_cost_usd: float
    annual_heating_kwh: float
    annual_savings_usd: float
    checks: list[CalcHvacEfficiencyOutputChecksItem]
    code_reference: str
    compare_cost_usd: float
    compare_hspf2_applied: float
    compare_seer2_applied: float
    minimum_eer2: float
    minimum_hspf2: float
    minimum_seer2: float
    pass_: bool
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_hvac_efficiency_output_checks_item import CalcHvacEfficiencyOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        annual_cooling_kwh = self.annual_cooling_kwh

        annual_cost_usd = self.annual_cost_usd

        annual_heating_kwh = self.annual_heating_kwh

        annual_savings_usd = self.annual_savings_usd

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        compare_cost_usd = self.compare_cost_usd

        compare_hspf2_applied = self.compare_hspf2_applied

        compare_seer2_applied = self.compare_seer2_applied

        minimum_eer2 = self.minimum_eer2

        minimum_hspf2 = self.minimum_hspf2

        minimum_seer2 = self.minimum_seer2

        pass_ = self.pass_

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "annual_cooling_kwh": annual_cooling_kwh,
            "annual_cost_usd": annual_cost_usd,
            "annual_heating_kwh": annual_heating_kwh,
            "annual_savings_usd": annual_savings_usd,
            "checks": checks,
            "code_reference": code_reference,
            "compare_cost_usd": compare_cost_usd,
            "compare_hspf2_applied": compare_hspf2_applied,
            "compare_seer2_applied": compare_seer2_applied,
            "minimum_eer2": minimum_eer2,
            "minimum_hspf2": minimum_hspf2,
            "minimum_seer2": minimum_seer2,
            "pass": pass_,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_hvac_efficiency_output_checks_item import CalcHvacEfficiencyOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        annual_cooling_kwh = d.pop("annual_cooling_kwh")

        annual_cost_usd = d.pop("annual_cost_usd")

        annual_heating_kwh = d.pop("annual_heating_kwh")

        annual_savings_usd = d.pop("annual_savings_usd")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcHvacEfficiencyOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        compare_cost_usd = d.pop("compare_cost_usd")

        compare_hspf2_applied = d.pop("compare_hspf2_applied")

        compare_seer2_applied = d.pop("compare_seer2_applied")

        minimum_eer2 = d.pop("minimum_eer2")

        minimum_hspf2 = d.pop("minimum_hspf2")

        minimum_seer2 = d.pop("minimum_seer2")

        pass_ = d.pop("pass")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_efficiency_output = cls(
            annual_cooling_kwh=annual_cooling_kwh,
            annual_cost_usd=annual_cost_usd,
            annual_heating_kwh=annual_heating_kwh,
            annual_savings_usd=annual_savings_usd,
            checks=checks,
            code_reference=code_reference,
            compare_cost_usd=compare_cost_usd,
            compare_hspf2_applied=compare_hspf2_applied,
            compare_seer2_applied=compare_seer2_applied,
            minimum_eer2=minimum_eer2,
            minimum_hspf2=minimum_hspf2,
            minimum_seer2=minimum_seer2,
            pass_=pass_,
            schemas=schemas,
        )


        calc_hvac_efficiency_output.additional_properties = d
        return calc_hvac_efficiency_output

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
