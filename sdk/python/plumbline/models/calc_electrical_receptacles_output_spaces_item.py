from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcElectricalReceptaclesOutputSpacesItem")



@_attrs_define
class CalcElectricalReceptaclesOutputSpacesItem:
    """ 
        Attributes:
            code_reference (str): The spacing rule applied.
            kind (str): wall or countertop.
            length_ft (float): Length of the space, feet.
            receptacles (int): Fewest receptacle outlets for the space: wall ceil(length / 12 ft) when 2 ft or more;
                countertop ceil(length / 4 ft) when 1 ft or more; else 0.
     """

    code_reference: str
    kind: str
    length_ft: float
    receptacles: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code_reference = self.code_reference

        kind = self.kind

        length_ft = self.length_ft

        receptacles = self.receptacles


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "kind": kind,
            "length_ft": length_ft,
            "receptacles": receptacles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        kind = d.pop("kind")

        length_ft = d.pop("length_ft")

        receptacles = d.pop("receptacles")

        calc_electrical_receptacles_output_spaces_item = cls(
            code_reference=code_reference,
            kind=kind,
            length_ft=length_ft,
            receptacles=receptacles,
        )


        calc_electrical_receptacles_output_spaces_item.additional_properties = d
        return calc_electrical_receptacles_output_spaces_item

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
