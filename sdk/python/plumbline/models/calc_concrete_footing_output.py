from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_concrete_footing_output_checks_item import CalcConcreteFootingOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcConcreteFootingOutput")



@_attrs_define
class CalcConcreteFootingOutput:
    """ The results of calc_concrete_footing and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcConcreteFootingOutputChecksItem]): Width, thickness and projection against IRC R403.1.1 and its
                tables.
            code_reference (str): The footing minimum-size section.
            cubic_feet (float): length x width x thickness, before waste, cubic feet.
            cubic_yards (float): Concrete volume including waste, cubic yards.
            pass_ (bool): True when every check passes.
            projection_in (float): Footing projection P beyond each face of the wall: (width - wall thickness)/2, inches.
            required_thickness_in (float): Minimum thickness after the footnote-b adjustment, never below 6 in (R403.1.1),
                inches.
            required_width_in (float): Minimum width after the footnote-b house-width adjustment, never below 12 in
                (R403.1.1), inches.
            table_thickness_in (float): Minimum thickness from the table entry, inches.
            table_used (str): The IRC table whose entry was applied.
            table_width_in (float): Minimum width from the table entry (30 psf snow, 2,000 psf soil), inches.
            waste_included_cuyd (float): The waste portion of cubic_yards, cubic yards.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcConcreteFootingOutputChecksItem]
    code_reference: str
    cubic_feet: float
    cubic_yards: float
    pass_: bool
    projection_in: float
    required_thickness_in: float
    required_width_in: float
    table_thickness_in: float
    table_used: str
    table_width_in: float
    waste_included_cuyd: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_concrete_footing_output_checks_item import CalcConcreteFootingOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        cubic_feet = self.cubic_feet

        cubic_yards = self.cubic_yards

        pass_ = self.pass_

        projection_in = self.projection_in

        required_thickness_in = self.required_thickness_in

        required_width_in = self.required_width_in

        table_thickness_in = self.table_thickness_in

        table_used = self.table_used

        table_width_in = self.table_width_in

        waste_included_cuyd = self.waste_included_cuyd

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "cubic_feet": cubic_feet,
            "cubic_yards": cubic_yards,
            "pass": pass_,
            "projection_in": projection_in,
            "required_thickness_in": required_thickness_in,
            "required_width_in": required_width_in,
            "table_thickness_in": table_thickness_in,
            "table_used": table_used,
            "table_width_in": table_width_in,
            "waste_included_cuyd": waste_included_cuyd,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_concrete_footing_output_checks_item import CalcConcreteFootingOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcConcreteFootingOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        cubic_feet = d.pop("cubic_feet")

        cubic_yards = d.pop("cubic_yards")

        pass_ = d.pop("pass")

        projection_in = d.pop("projection_in")

        required_thickness_in = d.pop("required_thickness_in")

        required_width_in = d.pop("required_width_in")

        table_thickness_in = d.pop("table_thickness_in")

        table_used = d.pop("table_used")

        table_width_in = d.pop("table_width_in")

        waste_included_cuyd = d.pop("waste_included_cuyd")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_concrete_footing_output = cls(
            checks=checks,
            code_reference=code_reference,
            cubic_feet=cubic_feet,
            cubic_yards=cubic_yards,
            pass_=pass_,
            projection_in=projection_in,
            required_thickness_in=required_thickness_in,
            required_width_in=required_width_in,
            table_thickness_in=table_thickness_in,
            table_used=table_used,
            table_width_in=table_width_in,
            waste_included_cuyd=waste_included_cuyd,
            schemas=schemas,
        )


        calc_concrete_footing_output.additional_properties = d
        return calc_concrete_footing_output

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
