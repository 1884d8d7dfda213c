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





T = TypeVar("T", bound="CalcDoorsWindowsRoughOpeningOutput")



@_attrs_define
class CalcDoorsWindowsRoughOpeningOutput:
    """ The results of calc_doors_windows_rough_opening and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            allowance_source (str): Where the allowance comes from.
            code_reference (str): The header section the opening is framed under.
            header_length_in (float): Header length: rough width + 1 1/2 in per jack stud at each end, inches.
            header_span_ft (float): Clear span the header bridges (the rough opening width), feet: use it with the IRC Table
                R602.7(1) header sizes.
            height_allowance_in (float): Height allowance applied, inches.
            rough_opening_area_sqft (float): Rough opening area, square feet (for wall-area deductions).
            rough_opening_height_in (float): Rough opening height: unit height + height allowance, inches.
            rough_opening_width_in (float): Rough opening width: unit width + width allowance, inches.
            width_allowance_in (float): Width allowance applied, inches.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    allowance_source: str
    code_reference: str
    header_length_in: float
    header_span_ft: float
    height_allowance_in: float
    rough_opening_area_sqft: float
    rough_opening_height_in: float
    rough_opening_width_in: float
    width_allowance_in: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        allowance_source = self.allowance_source

        code_reference = self.code_reference

        header_length_in = self.header_length_in

        header_span_ft = self.header_span_ft

        height_allowance_in = self.height_allowance_in

        rough_opening_area_sqft = self.rough_opening_area_sqft

        rough_opening_height_in = self.rough_opening_height_in

        rough_opening_width_in = self.rough_opening_width_in

        width_allowance_in = self.width_allowance_in

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "allowance_source": allowance_source,
            "code_reference": code_reference,
            "header_length_in": header_length_in,
            "header_span_ft": header_span_ft,
            "height_allowance_in": height_allowance_in,
            "rough_opening_area_sqft": rough_opening_area_sqft,
            "rough_opening_height_in": rough_opening_height_in,
            "rough_opening_width_in": rough_opening_width_in,
            "width_allowance_in": width_allowance_in,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        allowance_source = d.pop("allowance_source")

        code_reference = d.pop("code_reference")

        header_length_in = d.pop("header_length_in")

        header_span_ft = d.pop("header_span_ft")

        height_allowance_in = d.pop("height_allowance_in")

        rough_opening_area_sqft = d.pop("rough_opening_area_sqft")

        rough_opening_height_in = d.pop("rough_opening_height_in")

        rough_opening_width_in = d.pop("rough_opening_width_in")

        width_allowance_in = d.pop("width_allowance_in")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_doors_windows_rough_opening_output = cls(
            allowance_source=allowance_source,
            code_reference=code_reference,
            header_length_in=header_length_in,
            header_span_ft=header_span_ft,
            height_allowance_in=height_allowance_in,
            rough_opening_area_sqft=rough_opening_area_sqft,
            rough_opening_height_in=rough_opening_height_in,
            rough_opening_width_in=rough_opening_width_in,
            width_allowance_in=width_allowance_in,
            schemas=schemas,
        )


        calc_doors_windows_rough_opening_output.additional_properties = d
        return calc_doors_windows_rough_opening_output

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
