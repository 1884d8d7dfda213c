from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_hvac_manual_j_input_components_item import CalcHvacManualJInputComponentsItem





T = TypeVar("T", bound="CalcHvacManualJInput")



@_attrs_define
class CalcHvacManualJInput:
    """ 
        Attributes:
            components (list[CalcHvacManualJInputComponentsItem]): Envelope components between conditioned space and
                outdoors, each with its area and U-factor.
            conditioned_floor_area_sqft (float): Conditioned floor area, square feet.
            infiltration_ach_cooling (float): Natural infiltration in summer, air changes per hour (natural ACH, not ACH50).
            infiltration_ach_heating (float): Natural infiltration in winter, air changes per hour (natural ACH, not ACH50).
            outdoor_cooling_design_f (float): Outdoor summer design dry-bulb temperature, °F (ACCA Manual J Table 1 or
                ASHRAE 1 % value for the site).
            outdoor_heating_design_f (float): Outdoor winter design dry-bulb temperature, °F (ACCA Manual J Table 1 or
                ASHRAE 99 % value for the site).
            additional_cooling_btuh (float | Unset): Your estimate of the cooling gains this method leaves out (solar
                through glass, people, appliances, latent load), Btu/h; added to the cooling load as given. Default: 0.0.
            ceiling_height_ft (float | Unset): Average ceiling height, feet; volume = floor area × height. Default: 8.0.
            indoor_cooling_f (float | Unset): Indoor cooling design temperature, °F; IECC R302.1 sets at least 75 °F.
                Default: 75.0.
            indoor_heating_f (float | Unset): Indoor heating design temperature, °F; IECC R302.1 caps it at 72 °F. Default:
                72.0.
     """

    components: list[CalcHvacManualJInputComponentsItem]
    conditioned_floor_area_sqft: float
    infiltration_ach_cooling: float
    infiltration_ach_heating: float
    outdoor_cooling_design_f: float
    outdoor_heating_design_f: float
    additional_cooling_btuh: float | Unset = 0.0
    ceiling_height_ft: float | Unset = 8.0
    indoor_cooling_f: float | Unset = 75.0
    indoor_heating_f: float | Unset = 72.0





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_hvac_manual_j_input_components_item import CalcHvacManualJInputComponentsItem
        components = []
        for components_item_data in self.components:
            components_item = components_item_data.to_dict()
            components.append(components_item)



        conditioned_floor_area_sqft = self.conditioned_floor_area_sqft

        infiltration_ach_cooling = self.infiltration_ach_cooling

        infiltration_ach_heating = self.infiltration_ach_heating

        outdoor_cooling_design_f = self.outdoor_cooling_design_f

        outdoor_heating_design_f = self.outdoor_heating_design_f

        additional_cooling_btuh = self.additional_cooling_btuh

        ceiling_height_ft = self.ceiling_height_ft

        indoor_cooling_f = self.indoor_cooling_f

        indoor_heating_f = self.indoor_heating_f


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "components": components,
            "conditioned_floor_area_sqft": conditioned_floor_area_sqft,
            "infiltration_ach_cooling": infiltration_ach_cooling,
            "infiltration_ach_heating": infiltration_ach_heating,
            "outdoor_cooling_design_f": outdoor_cooling_design_f,
            "outdoor_heating_design_f": outdoor_heating_design_f,
        })
        if additional_cooling_btuh is not UNSET:
            field_dict["additional_cooling_btuh"] = additional_cooling_btuh
        if ceiling_height_ft is not UNSET:
            field_dict["ceiling_height_ft"] = ceiling_height_ft
        if indoor_cooling_f is not UNSET:
            field_dict["indoor_cooling_f"] = indoor_cooling_f
        if indoor_heating_f is not UNSET:
            field_dict["indoor_heating_f"] = indoor_heating_f

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_hvac_manual_j_input_components_item import CalcHvacManualJInputComponentsItem
        d = dict(src_dict)
        components = []
        _components = d.pop("components")
        for components_item_data in (_components):
            components_item = CalcHvacManualJInputComponentsItem.from_dict(components_item_data)



            components.append(components_item)


        conditioned_floor_area_sqft = d.pop("conditioned_floor_area_sqft")

        infiltration_ach_cooling = d.pop("infiltration_ach_cooling")

        infiltration_ach_heating = d.pop("infiltration_ach_heating")

        outdoor_cooling_design_f = d.pop("outdoor_cooling_design_f")

        outdoor_heating_design_f = d.pop("outdoor_heating_design_f")

        additional_cooling_btuh = d.pop("additional_cooling_btuh", UNSET)

        ceiling_height_ft = d.pop("ceiling_height_ft", UNSET)

        indoor_cooling_f = d.pop("indoor_cooling_f", UNSET)

        indoor_heating_f = d.pop("indoor_heating_f", UNSET)

        calc_hvac_manual_j_input = cls(
            components=components,
            conditioned_floor_area_sqft=conditioned_floor_area_sqft,
            infiltration_ach_cooling=infiltration_ach_cooling,
            infiltration_ach_heating=infiltration_ach_heating,
            outdoor_cooling_design_f=outdoor_cooling_design_f,
            outdoor_heating_design_f=outdoor_heating_design_f,
            additional_cooling_btuh=additional_cooling_btuh,
            ceiling_height_ft=ceiling_height_ft,
            indoor_cooling_f=indoor_cooling_f,
            indoor_heating_f=indoor_heating_f,
        )

        return calc_hvac_manual_j_input

