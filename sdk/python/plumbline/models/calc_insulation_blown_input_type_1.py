from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_insulation_blown_input_type_1_method import CalcInsulationBlownInputType1Method






T = TypeVar("T", bound="CalcInsulationBlownInputType1")



@_attrs_define
class CalcInsulationBlownInputType1:
    """ 
        Attributes:
            bag_volume_cuft (Any):
            method (CalcInsulationBlownInputType1Method):
            r_per_inch (Any):
     """

    bag_volume_cuft: Any
    method: CalcInsulationBlownInputType1Method
    r_per_inch: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bag_volume_cuft = self.bag_volume_cuft

        method = self.method.value

        r_per_inch = self.r_per_inch


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bag_volume_cuft": bag_volume_cuft,
            "method": method,
            "r_per_inch": r_per_inch,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bag_volume_cuft = d.pop("bag_volume_cuft")

        method = CalcInsulationBlownInputType1Method(d.pop("method"))




        r_per_inch = d.pop("r_per_inch")

        calc_insulation_blown_input_type_1 = cls(
            bag_volume_cuft=bag_volume_cuft,
            method=method,
            r_per_inch=r_per_inch,
        )


        calc_insulation_blown_input_type_1.additional_properties = d
        return calc_insulation_blown_input_type_1

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
