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





T = TypeVar("T", bound="CalcGuttersSizeOutput")



@_attrs_define
class CalcGuttersSizeOutput:
    """ The results of calc_gutters_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            adjusted_area_sqft (float): roof area × pitch factor × rainfall intensity: the equivalent area at 1 in/h, ft².
            capacity_sqft (float): Adjusted area that size drains, ft² at 1 in/h.
            capacity_used_pct (float): adjusted_area_sqft / capacity_sqft, percent.
            code_reference (str): The roof-gutter sizing section.
            gutter_size_in (float): Smallest carried gutter width whose capacity covers the adjusted area, inches.
            gutter_style (str): Gutter profile sized.
            pitch_factor (float): Roof-pitch factor applied (This Old House table).
            sizing_basis (str): The chart the capacities come from.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    adjusted_area_sqft: float
    capacity_sqft: float
    capacity_used_pct: float
    code_reference: str
    gutter_size_in: float
    gutter_style: str
    pitch_factor: float
    sizing_basis: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        adjusted_area_sqft = self.adjusted_area_sqft

        capacity_sqft = self.capacity_sqft

        capacity_used_pct = self.capacity_used_pct

        code_reference = self.code_reference

        gutter_size_in = self.gutter_size_in

        gutter_style = self.gutter_style

        pitch_factor = self.pitch_factor

        sizing_basis = self.sizing_basis

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjusted_area_sqft": adjusted_area_sqft,
            "capacity_sqft": capacity_sqft,
            "capacity_used_pct": capacity_used_pct,
            "code_reference": code_reference,
            "gutter_size_in": gutter_size_in,
            "gutter_style": gutter_style,
            "pitch_factor": pitch_factor,
            "sizing_basis": sizing_basis,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        adjusted_area_sqft = d.pop("adjusted_area_sqft")

        capacity_sqft = d.pop("capacity_sqft")

        capacity_used_pct = d.pop("capacity_used_pct")

        code_reference = d.pop("code_reference")

        gutter_size_in = d.pop("gutter_size_in")

        gutter_style = d.pop("gutter_style")

        pitch_factor = d.pop("pitch_factor")

        sizing_basis = d.pop("sizing_basis")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_gutters_size_output = cls(
            adjusted_area_sqft=adjusted_area_sqft,
            capacity_sqft=capacity_sqft,
            capacity_used_pct=capacity_used_pct,
            code_reference=code_reference,
            gutter_size_in=gutter_size_in,
            gutter_style=gutter_style,
            pitch_factor=pitch_factor,
            sizing_basis=sizing_basis,
            schemas=schemas,
        )


        calc_gutters_size_output.additional_properties = d
        return calc_gutters_size_output

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
