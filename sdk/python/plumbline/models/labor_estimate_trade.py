from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LaborEstimateTrade")



@_attrs_define
class LaborEstimateTrade:
    """ 
        Attributes:
            id (str):
            naics (str):
            soc (str):
            title (str):
            naics_title (str | Unset):
     """

    id: str
    naics: str
    soc: str
    title: str
    naics_title: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        naics = self.naics

        soc = self.soc

        title = self.title

        naics_title = self.naics_title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "naics": naics,
            "soc": soc,
            "title": title,
        })
        if naics_title is not UNSET:
            field_dict["naics_title"] = naics_title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        naics = d.pop("naics")

        soc = d.pop("soc")

        title = d.pop("title")

        naics_title = d.pop("naics_title", UNSET)

        labor_estimate_trade = cls(
            id=id,
            naics=naics,
            soc=soc,
            title=title,
            naics_title=naics_title,
        )


        labor_estimate_trade.additional_properties = d
        return labor_estimate_trade

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
