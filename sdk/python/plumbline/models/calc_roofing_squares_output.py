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





T = TypeVar("T", bound="CalcRoofingSquaresOutput")



@_attrs_define
class CalcRoofingSquaresOutput:
    """ The results of calc_roofing_squares and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_with_waste_sqft (float): Roof area plus the waste allowance, ft².
            code_reference (str): The asphalt-shingle section the roof area feeds.
            footprint_area_sqft (float): Horizontal footprint area, ft².
            pitch_factor (float): √(1 + (rise/12)²): sloped area per unit of footprint area.
            roof_area_sqft (float): Sloped roof surface area: footprint × pitch factor, ft².
            squares (float): area_with_waste_sqft / 100 (1 square = 100 ft²).
            squares_rounded_up (int): Whole squares to order.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_with_waste_sqft: float
    code_reference: str
    footprint_area_sqft: float
    pitch_factor: float
    roof_area_sqft: float
    squares: float
    squares_rounded_up: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_with_waste_sqft = self.area_with_waste_sqft

        code_reference = self.code_reference

        footprint_area_sqft = self.footprint_area_sqft

        pitch_factor = self.pitch_factor

        roof_area_sqft = self.roof_area_sqft

        squares = self.squares

        squares_rounded_up = self.squares_rounded_up

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_with_waste_sqft": area_with_waste_sqft,
            "code_reference": code_reference,
            "footprint_area_sqft": footprint_area_sqft,
            "pitch_factor": pitch_factor,
            "roof_area_sqft": roof_area_sqft,
            "squares": squares,
            "squares_rounded_up": squares_rounded_up,
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

        footprint_area_sqft = d.pop("footprint_area_sqft")

        pitch_factor = d.pop("pitch_factor")

        roof_area_sqft = d.pop("roof_area_sqft")

        squares = d.pop("squares")

        squares_rounded_up = d.pop("squares_rounded_up")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_squares_output = cls(
            area_with_waste_sqft=area_with_waste_sqft,
            code_reference=code_reference,
            footprint_area_sqft=footprint_area_sqft,
            pitch_factor=pitch_factor,
            roof_area_sqft=roof_area_sqft,
            squares=squares,
            squares_rounded_up=squares_rounded_up,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_roofing_squares_output.additional_properties = d
        return calc_roofing_squares_output

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
