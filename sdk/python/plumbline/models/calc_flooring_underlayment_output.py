from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcFlooringUnderlaymentOutput")



@_attrs_define
class CalcFlooringUnderlaymentOutput:
    """ The results of calc_flooring_underlayment and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_with_waste_sqft (float): Area x (1 + allowance), ft².
            code_reference (str): ASTM F1482 (panel underlayment practice) for sheets; the manufacturer's roll specification
                for rolls.
            coverage_purchased_sqft (float): Coverage of the rolls or sheets bought, ft².
            form (str): roll or sheet.
            unit_coverage_sqft (float): Coverage of one roll or sheet applied, ft².
            units (int): Rolls or sheets to buy: ceil(area_with_waste / unit coverage).
            waste_pct_applied (float): Allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_with_waste_sqft: float
    code_reference: str
    coverage_purchased_sqft: float
    form: str
    unit_coverage_sqft: float
    units: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_with_waste_sqft = self.area_with_waste_sqft

        code_reference = self.code_reference

        coverage_purchased_sqft = self.coverage_purchased_sqft

        form = self.form

        unit_coverage_sqft = self.unit_coverage_sqft

        units = self.units

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_with_waste_sqft": area_with_waste_sqft,
            "code_reference": code_reference,
            "coverage_purchased_sqft": coverage_purchased_sqft,
            "form": form,
            "unit_coverage_sqft": unit_coverage_sqft,
            "units": units,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_with_waste_sqft = d.pop("area_with_waste_sqft")

        code_reference = d.pop("code_reference")

        coverage_purchased_sqft = d.pop("coverage_purchased_sqft")

        form = d.pop("form")

        unit_coverage_sqft = d.pop("unit_coverage_sqft")

        units = d.pop("units")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_underlayment_output = cls(
            area_with_waste_sqft=area_with_waste_sqft,
            code_reference=code_reference,
            coverage_purchased_sqft=coverage_purchased_sqft,
            form=form,
            unit_coverage_sqft=unit_coverage_sqft,
            units=units,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_flooring_underlayment_output.additional_properties = d
        return calc_flooring_underlayment_output

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
