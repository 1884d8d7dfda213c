from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_header_input_type_1_supports import CalcLumberHeaderInputType1Supports






T = TypeVar("T", bound="CalcLumberHeaderInputType1")



@_attrs_define
class CalcLumberHeaderInputType1:
    """ 
        Attributes:
            building_width_ft (Any):
            ground_snow_load_psf (Any):
            supports (CalcLumberHeaderInputType1Supports):
     """

    building_width_ft: Any
    ground_snow_load_psf: Any
    supports: CalcLumberHeaderInputType1Supports
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        building_width_ft = self.building_width_ft

        ground_snow_load_psf = self.ground_snow_load_psf

        supports = self.supports.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "building_width_ft": building_width_ft,
            "ground_snow_load_psf": ground_snow_load_psf,
            "supports": supports,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        building_width_ft = d.pop("building_width_ft")

        ground_snow_load_psf = d.pop("ground_snow_load_psf")

        supports = CalcLumberHeaderInputType1Supports(d.pop("supports"))




        calc_lumber_header_input_type_1 = cls(
            building_width_ft=building_width_ft,
            ground_snow_load_psf=ground_snow_load_psf,
            supports=supports,
        )


        calc_lumber_header_input_type_1.additional_properties = d
        return calc_lumber_header_input_type_1

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
