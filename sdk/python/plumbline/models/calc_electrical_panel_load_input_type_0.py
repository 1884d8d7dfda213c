from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_panel_load_input_type_0_nec_edition import CalcElectricalPanelLoadInputType0NecEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalPanelLoadInputType0")



@_attrs_define
class CalcElectricalPanelLoadInputType0:
    """ 
        Attributes:
            nec_edition (CalcElectricalPanelLoadInputType0NecEdition | Unset):
     """

    nec_edition: CalcElectricalPanelLoadInputType0NecEdition | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        nec_edition: str | Unset = UNSET
        if not isinstance(self.nec_edition, Unset):
            nec_edition = self.nec_edition.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if nec_edition is not UNSET:
            field_dict["nec_edition"] = nec_edition

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _nec_edition = d.pop("nec_edition", UNSET)
        nec_edition: CalcElectricalPanelLoadInputType0NecEdition | Unset
        if isinstance(_nec_edition,  Unset):
            nec_edition = UNSET
        else:
            nec_edition = CalcElectricalPanelLoadInputType0NecEdition(_nec_edition)




        calc_electrical_panel_load_input_type_0 = cls(
            nec_edition=nec_edition,
        )


        calc_electrical_panel_load_input_type_0.additional_properties = d
        return calc_electrical_panel_load_input_type_0

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
