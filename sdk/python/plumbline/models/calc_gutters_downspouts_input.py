from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_gutters_downspouts_input_downspout_size import CalcGuttersDownspoutsInputDownspoutSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcGuttersDownspoutsInput")



@_attrs_define
class CalcGuttersDownspoutsInput:
    """ 
        Attributes:
            pitch_rise_in (float): Roof pitch, rise in inches per 12 in of run (roof-pitch factor 1.0–1.3).
            rainfall_iph (float): Design rainfall intensity, inches per hour.
            roof_area_sqft (float): Roof area draining to the gutter system, ft².
            downspout_size (CalcGuttersDownspoutsInputDownspoutSize | Unset): Downspout: 2x3 (6 in²), 3x4 (12 in²), 3-round
                (7.07 in²), 4-round (12.57 in²). Default: CalcGuttersDownspoutsInputDownspoutSize.VALUE_0.
            gutter_length_ft (float | Unset): Total gutter length, feet: one downspout serves at most 50 ft of gutter (0
                skips this rule). Default: 0.0.
     """

    pitch_rise_in: float
    rainfall_iph: float
    roof_area_sqft: float
    downspout_size: CalcGuttersDownspoutsInputDownspoutSize | Unset = CalcGuttersDownspoutsInputDownspoutSize.VALUE_0
    gutter_length_ft: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        pitch_rise_in = self.pitch_rise_in

        rainfall_iph = self.rainfall_iph

        roof_area_sqft = self.roof_area_sqft

        downspout_size: str | Unset = UNSET
        if not isinstance(self.downspout_size, Unset):
            downspout_size = self.downspout_size.value


        gutter_length_ft = self.gutter_length_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pitch_rise_in": pitch_rise_in,
            "rainfall_iph": rainfall_iph,
            "roof_area_sqft": roof_area_sqft,
        })
        if downspout_size is not UNSET:
            field_dict["downspout_size"] = downspout_size
        if gutter_length_ft is not UNSET:
            field_dict["gutter_length_ft"] = gutter_length_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pitch_rise_in = d.pop("pitch_rise_in")

        rainfall_iph = d.pop("rainfall_iph")

        roof_area_sqft = d.pop("roof_area_sqft")

        _downspout_size = d.pop("downspout_size", UNSET)
        downspout_size: CalcGuttersDownspoutsInputDownspoutSize | Unset
        if isinstance(_downspout_size,  Unset):
            downspout_size = UNSET
        else:
            downspout_size = CalcGuttersDownspoutsInputDownspoutSize(_downspout_size)




        gutter_length_ft = d.pop("gutter_length_ft", UNSET)

        calc_gutters_downspouts_input = cls(
            pitch_rise_in=pitch_rise_in,
            rainfall_iph=rainfall_iph,
            roof_area_sqft=roof_area_sqft,
            downspout_size=downspout_size,
            gutter_length_ft=gutter_length_ft,
        )

        return calc_gutters_downspouts_input

