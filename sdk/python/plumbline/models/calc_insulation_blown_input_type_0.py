from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_insulation_blown_input_type_0_method import CalcInsulationBlownInputType0Method
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcInsulationBlownInputType0")



@_attrs_define
class CalcInsulationBlownInputType0:
    """ 
        Attributes:
            coverage_sqft_per_bag (Any):
            method (CalcInsulationBlownInputType0Method | Unset):
     """

    coverage_sqft_per_bag: Any
    method: CalcInsulationBlownInputType0Method | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        coverage_sqft_per_bag = self.coverage_sqft_per_bag

        method: str | Unset = UNSET
        if not isinstance(self.method, Unset):
            method = self.method.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "coverage_sqft_per_bag": coverage_sqft_per_bag,
        })
        if method is not UNSET:
            field_dict["method"] = method

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        coverage_sqft_per_bag = d.pop("coverage_sqft_per_bag")

        _method = d.pop("method", UNSET)
        method: CalcInsulationBlownInputType0Method | Unset
        if isinstance(_method,  Unset):
            method = UNSET
        else:
            method = CalcInsulationBlownInputType0Method(_method)




        calc_insulation_blown_input_type_0 = cls(
            coverage_sqft_per_bag=coverage_sqft_per_bag,
            method=method,
        )


        calc_insulation_blown_input_type_0.additional_properties = d
        return calc_insulation_blown_input_type_0

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
