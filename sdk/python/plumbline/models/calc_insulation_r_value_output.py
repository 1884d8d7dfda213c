from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_insulation_r_value_output_checks_item import CalcInsulationRValueOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcInsulationRValueOutput")



@_attrs_define
class CalcInsulationRValueOutput:
    """ The results of calc_insulation_r_value and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            cavity_r (float): Cavity R-value as given.
            checks (list[CalcInsulationRValueOutputChecksItem]): The installed R-values against the requirement.
            code_reference (str): The R-value alternative section.
            continuous_r (float): Continuous R-value as given.
            installed_total_r (float): cavity_r + continuous_r: layers are summed (IECC R402.1.4).
            pass_ (bool): True when every check passes.
            required_ci_r (float): Required continuous insulation of an R&CIci requirement (0 for a single value).
            required_r (float): Required R-value (single value) or cavity part of an R&CIci requirement.
            requirement_source (str): "IECC 2024 Table R402.1.3" or "caller" (the override inputs).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    cavity_r: float
    checks: list[CalcInsulationRValueOutputChecksItem]
    code_reference: str
    continuous_r: float
    installed_total_r: float
    pass_: bool
    required_ci_r: float
    required_r: float
    requirement_source: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_insulation_r_value_output_checks_item import CalcInsulationRValueOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        cavity_r = self.cavity_r

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        continuous_r = self.continuous_r

        installed_total_r = self.installed_total_r

        pass_ = self.pass_

        required_ci_r = self.required_ci_r

        required_r = self.required_r

        requirement_source = self.requirement_source

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cavity_r": cavity_r,
            "checks": checks,
            "code_reference": code_reference,
            "continuous_r": continuous_r,
            "installed_total_r": installed_total_r,
            "pass": pass_,
            "required_ci_r": required_ci_r,
            "required_r": required_r,
            "requirement_source": requirement_source,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_insulation_r_value_output_checks_item import CalcInsulationRValueOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        cavity_r = d.pop("cavity_r")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcInsulationRValueOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        continuous_r = d.pop("continuous_r")

        installed_total_r = d.pop("installed_total_r")

        pass_ = d.pop("pass")

        required_ci_r = d.pop("required_ci_r")

        required_r = d.pop("required_r")

        requirement_source = d.pop("requirement_source")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_insulation_r_value_output = cls(
            cavity_r=cavity_r,
            checks=checks,
            code_reference=code_reference,
            continuous_r=continuous_r,
            installed_total_r=installed_total_r,
            pass_=pass_,
            required_ci_r=required_ci_r,
            required_r=required_r,
            requirement_source=requirement_source,
            schemas=schemas,
        )


        calc_insulation_r_value_output.additional_properties = d
        return calc_insulation_r_value_output

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
