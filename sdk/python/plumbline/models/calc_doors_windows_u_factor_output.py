from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_doors_windows_u_factor_output_checks_item import CalcDoorsWindowsUFactorOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcDoorsWindowsUFactorOutput")



@_attrs_define
class CalcDoorsWindowsUFactorOutput:
    """ The results of calc_doors_windows_u_factor and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            average_u_factor (float): Area-weighted average U-factor: Σ(U × A) / ΣA.
            checks (list[CalcDoorsWindowsUFactorOutputChecksItem]): The area-weighted U-factor against the maximum.
            code_reference (str): The insulation and fenestration criteria section.
            limit_source (str): "IECC 2024 Table R402.1.2" or "caller".
            max_u_factor (float): Maximum fenestration U-factor applied.
            pass_ (bool): True when every check passes.
            total_area_sqft (float): Total fenestration area, square feet.
            worst_u_factor (float): Highest single-unit U-factor in the list.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    average_u_factor: float
    checks: list[CalcDoorsWindowsUFactorOutputChecksItem]
    code_reference: str
    limit_source: str
    max_u_factor: float
    pass_: bool
    total_area_sqft: float
    worst_u_factor: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_doors_windows_u_factor_output_checks_item import CalcDoorsWindowsUFactorOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        average_u_factor = self.average_u_factor

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        limit_source = self.limit_source

        max_u_factor = self.max_u_factor

        pass_ = self.pass_

        total_area_sqft = self.total_area_sqft

        worst_u_factor = self.worst_u_factor

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "average_u_factor": average_u_factor,
            "checks": checks,
            "code_reference": code_reference,
            "limit_source": limit_source,
            "max_u_factor": max_u_factor,
            "pass": pass_,
            "total_area_sqft": total_area_sqft,
            "worst_u_factor": worst_u_factor,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_doors_windows_u_factor_output_checks_item import CalcDoorsWindowsUFactorOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        average_u_factor = d.pop("average_u_factor")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcDoorsWindowsUFactorOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        limit_source = d.pop("limit_source")

        max_u_factor = d.pop("max_u_factor")

        pass_ = d.pop("pass")

        total_area_sqft = d.pop("total_area_sqft")

        worst_u_factor = d.pop("worst_u_factor")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_doors_windows_u_factor_output = cls(
            average_u_factor=average_u_factor,
            checks=checks,
            code_reference=code_reference,
            limit_source=limit_source,
            max_u_factor=max_u_factor,
            pass_=pass_,
            total_area_sqft=total_area_sqft,
            worst_u_factor=worst_u_factor,
            schemas=schemas,
        )


        calc_doors_windows_u_factor_output.additional_properties = d
        return calc_doors_windows_u_factor_output

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
