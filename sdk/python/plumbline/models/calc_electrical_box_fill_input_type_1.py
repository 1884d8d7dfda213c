from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_box_fill_input_type_1_standard_box import CalcElectricalBoxFillInputType1StandardBox
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalBoxFillInputType1")



@_attrs_define
class CalcElectricalBoxFillInputType1:
    """ 
        Attributes:
            standard_box (CalcElectricalBoxFillInputType1StandardBox | Unset):
     """

    standard_box: CalcElectricalBoxFillInputType1StandardBox | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        standard_box: str | Unset = UNSET
        if not isinstance(self.standard_box, Unset):
            standard_box = self.standard_box.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if standard_box is not UNSET:
            field_dict["standard_box"] = standard_box

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _standard_box = d.pop("standard_box", UNSET)
        standard_box: CalcElectricalBoxFillInputType1StandardBox | Unset
        if isinstance(_standard_box,  Unset):
            standard_box = UNSET
        else:
            standard_box = CalcElectricalBoxFillInputType1StandardBox(_standard_box)




        calc_electrical_box_fill_input_type_1 = cls(
            standard_box=standard_box,
        )


        calc_electrical_box_fill_input_type_1.additional_properties = d
        return calc_electrical_box_fill_input_type_1

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
