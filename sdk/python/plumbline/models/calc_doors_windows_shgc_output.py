from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_doors_windows_shgc_output_checks_item import CalcDoorsWindowsShgcOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcDoorsWindowsShgcOutput")



@_attrs_define
class CalcDoorsWindowsShgcOutput:
    """ The results of calc_doors_windows_shgc and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            average_shgc (float): Area-weighted average SHGC: Σ(SHGC × A) / ΣA.
            checks (list[CalcDoorsWindowsShgcOutputChecksItem]): The area-weighted SHGC against the maximum (empty when not
                required).
            code_reference (str): The insulation and fenestration criteria section.
            limit_source (str): "IECC 2024 Table R402.1.2" or "caller".
            max_shgc (float): Maximum SHGC applied (0 when not required).
            pass_ (bool): True when every check passes.
            shgc_required (bool): False where the table sets no SHGC maximum (NR) for the zone.
            total_area_sqft (float): Total glazed area, square feet.
            worst_shgc (float): Highest single-unit SHGC in the list.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    average_shgc: float
    checks: list[CalcDoorsWindowsShgcOutputChecksItem]
    code_reference: str
    limit_source: str
    max_shgc: float
    pass_: bool
    shgc_required: bool
    total_area_sqft: float
    worst_shgc: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_doors_windows_shgc_output_checks_item import CalcDoorsWindowsShgcOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        average_shgc = self.average_shgc

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        limit_source = self.limit_source

        max_shgc = self.max_shgc

        pass_ = self.pass_

        shgc_required = self.shgc_required

        total_area_sqft = self.total_area_sqft

        worst_shgc = self.worst_shgc

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "average_shgc": average_shgc,
            "checks": checks,
            "code_reference": code_reference,
            "limit_source": limit_source,
            "max_shgc": max_shgc,
            "pass": pass_,
            "shgc_required": shgc_required,
            "total_area_sqft": total_area_sqft,
            "worst_shgc": worst_shgc,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_doors_windows_shgc_output_checks_item import CalcDoorsWindowsShgcOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        average_shgc = d.pop("average_shgc")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcDoorsWindowsShgcOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        limit_source = d.pop("limit_source")

        max_shgc = d.pop("max_shgc")

        pass_ = d.pop("pass")

        shgc_required = d.pop("shgc_required")

        total_area_sqft = d.pop("total_area_sqft")

        worst_shgc = d.pop("worst_shgc")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_doors_windows_shgc_output = cls(
            average_shgc=average_shgc,
            checks=checks,
            code_reference=code_reference,
            limit_source=limit_source,
            max_shgc=max_shgc,
            pass_=pass_,
            shgc_required=shgc_required,
            total_area_sqft=total_area_sqft,
            worst_shgc=worst_shgc,
            schemas=schemas,
        )


        calc_doors_windows_shgc_output.additional_properties = d
        return calc_doors_windows_shgc_output

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
